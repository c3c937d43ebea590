import { getCompanyInfoEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { loadCompanyInfo } from '../../sites/site-settings';

/** GET /api/companyinfo.php: the company behind the requesting host's site (loaded once by the client). */
export const getCompanyInfoRoute: RouteModule = (app, { db, sites }) => {
  route(app, getCompanyInfoEndpoint, async (request) => {
    const site = await sites.forHost(request.headers.host);
    const company = await loadCompanyInfo(db, site.companyId);
    if (!company) throw notFound('No company information');
    return company;
  });
};
