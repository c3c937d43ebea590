import { removePersonaFactEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { removePersonaFact } from '../../staff/inbox/inbox-notes';

/** POST /api/staff/inbox/persona-fact-removal.php `{ conversation, fact }`: removes a fact that no longer holds. */
export const removePersonaFactRoute: RouteModule = (app, { db }) => {
  route(app, removePersonaFactEndpoint, async (request, staff) => {
    const { conversation, fact } = request.body;
    return { removed: await removePersonaFact(db, staff, conversation, fact, new Date()) };
  });
};
