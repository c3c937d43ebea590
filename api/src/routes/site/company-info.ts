import { CompanyInfoSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { notFound } from '../../http/errors';
import { loadCompanyInfo } from '../../sites/site-settings';

/** GET /api/companyinfo.php: the company behind the requesting host's site (loaded once by the client). */
export const companyInfoRoute: RouteModule = (app, { db, sites }) => {
  app.get('/api/companyinfo.php', { schema: { response: { 200: CompanyInfoSchema } } }, async (request, reply) => {
    const site = await sites.forHost(request.headers.host);
    const company = await loadCompanyInfo(db, site.companyId);
    if (!company) throw notFound('No company information');
    reply.header('cache-control', 'public, max-age=300');
    return company;
  });
};
