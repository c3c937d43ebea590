import { confirmDirectDebitEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { confirmMandate } from '../../direct-debit/mandates';
import { route } from '../../http/endpoint-route';
import { siteOrigin } from '../../sites/site-origin';

/**
 * Direct debit with an SMS code (docs/direct-debit.md): the code that confirms the mandate and opens the
 * payment. Never cached.
 */
export const confirmDirectDebitRoute: RouteModule = (app, { db, sites, payments, config }) => {
  route(app, confirmDirectDebitEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    return confirmMandate(db, payments.provider, {
      userId: viewer.userId,
      siteId: site.id,
      origin: siteOrigin({ config }, site),
      mandate: request.body.mandate,
      code: request.body.code,
      log: request.log,
    });
  });
};
