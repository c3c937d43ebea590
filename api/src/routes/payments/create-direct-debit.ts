import { createDirectDebitEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { createMandate } from '../../direct-debit/mandates';
import { route } from '../../http/endpoint-route';

/** Direct debit with an SMS code (docs/direct-debit.md): a mandate and its first code. Never cached. */
export const createDirectDebitRoute: RouteModule = (app, { db, sites, mailer }) => {
  route(app, createDirectDebitEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    return { mandate: await createMandate(db, mailer, { userId: viewer.userId, siteId: site.id, request: request.body }) };
  });
};
