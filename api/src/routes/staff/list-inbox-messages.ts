import { listInboxMessagesEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { heldPair, loadInboxMessages } from '../../staff/inbox/inbox-conversation';

/** GET /api/staff/inbox/messages.php `?conversation=&before=`: older messages of the held conversation. */
export const listInboxMessagesRoute: RouteModule = (app, { db }) => {
  route(app, listInboxMessagesEndpoint, async (request, staff) => {
    const { conversation, before } = request.query;
    const pair = await heldPair(db, staff, conversation, new Date());
    return loadInboxMessages(db, conversation, pair.personaId, before);
  });
};
