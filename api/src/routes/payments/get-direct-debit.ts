import { getDirectDebitEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { directDebitStatus } from '../../direct-debit/mandates';
import { route } from '../../http/endpoint-route';

/** Direct debit with an SMS code (docs/direct-debit.md): whether the member may use it. Never cached. */
export const getDirectDebitRoute: RouteModule = (app, { db }) => {
  route(app, getDirectDebitEndpoint, async (request, viewer) => {
    return directDebitStatus(db, viewer.userId);
  });
};
