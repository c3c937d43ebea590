import { resendDirectDebitCodeEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { resendCode } from '../../direct-debit/mandates';
import { route } from '../../http/endpoint-route';

/** Direct debit with an SMS code (docs/direct-debit.md): another code for the mandate. Never cached. */
export const resendDirectDebitCodeRoute: RouteModule = (app, { db, mailer }) => {
  route(app, resendDirectDebitCodeEndpoint, async (request, viewer) => {
    return { mandate: await resendCode(db, mailer, { userId: viewer.userId, mandate: request.body.mandate }) };
  });
};
