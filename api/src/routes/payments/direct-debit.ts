import {
  confirmDirectDebitEndpoint,
  createDirectDebitEndpoint,
  getDirectDebitEndpoint,
  resendDirectDebitCodeEndpoint,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { confirmMandate, createMandate, directDebitStatus, resendCode } from '../../direct-debit/mandates';
import { route } from '../../http/endpoint-route';
import { siteOrigin } from '../../sites/site-origin';

/**
 * Direct debit with an SMS code (docs/direct-debit.md): whether the member may use it, a mandate and its first
 * code, another code, and the code that confirms the mandate and opens the payment. Never cached.
 */
export const directDebitRoute: RouteModule = (app, { db, sites, mailer, payments, config }) => {
  route(app, getDirectDebitEndpoint, async (request, viewer) => {
    return directDebitStatus(db, viewer.userId);
  });

  route(app, createDirectDebitEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    return { mandate: await createMandate(db, mailer, { userId: viewer.userId, siteId: site.id, request: request.body }) };
  });

  route(app, resendDirectDebitCodeEndpoint, async (request, viewer) => {
    return { mandate: await resendCode(db, mailer, { userId: viewer.userId, mandate: request.body.mandate }) };
  });

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
