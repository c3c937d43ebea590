import { addPersonaFactEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { addPersonaFact } from '../../staff/inbox/inbox-notes';

/** POST /api/staff/inbox/persona-fact.php `{ conversation, text }`: a fact about the held conversation's persona. */
export const addPersonaFactRoute: RouteModule = (app, { db }) => {
  route(app, addPersonaFactEndpoint, async (request, staff) => {
    const { conversation, text } = request.body;
    return { fact: await addPersonaFact(db, staff, conversation, text, new Date()) };
  });
};
