import {
  confirmDirectDebitEndpoint,
  createDirectDebitEndpoint,
  getDirectDebitEndpoint,
  resendDirectDebitCodeEndpoint,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { sessionToken } from '../../auth/sessions';
import { requireViewer } from '../../auth/viewer';
import { confirmMandate, createMandate, directDebitStatus, resendCode } from '../../direct-debit/mandates';
import { route } from '../../http/endpoint-route';
import { siteOrigin } from '../../sites/site-origin';

/**
 * Direct debit with an SMS code (docs/direct-debit.md): whether the member may use it, a mandate and its first
 * code, another code, and the code that confirms the mandate and opens the payment. Never cached.
 */
export const directDebitRoute: RouteModule = (app, { db, sites, mailer, payments, config }) => {
  // The code limits are the domain's; this only keeps a script from hammering the endpoints.
  const rateLimit = {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: (request: Parameters<typeof sessionToken>[0]) => sessionToken(request) ?? request.ip,
  };

  route(app, getDirectDebitEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return directDebitStatus(db, viewer.userId);
  });

  route(app, createDirectDebitEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const site = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    return { mandate: await createMandate(db, mailer, { userId: viewer.userId, siteId: site.id, request: request.body }) };
  });

  route(app, resendDirectDebitCodeEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return { mandate: await resendCode(db, mailer, { userId: viewer.userId, mandate: request.body.mandate }) };
  });

  route(app, confirmDirectDebitEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const site = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
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
