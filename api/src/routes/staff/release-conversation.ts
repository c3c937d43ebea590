import { releaseConversationEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { releaseConversation } from '../../staff/inbox/inbox-claims';

/** POST /api/staff/inbox/release.php `{ conversation }`: gives the lease back (the conversation is free for others at once). */
export const releaseConversationRoute: RouteModule = (app, { db, staffRealtime }) => {
  route(app, releaseConversationEndpoint, async (request, staff) => {
    const { conversation } = request.body;
    const released = await releaseConversation(db, staff, conversation, new Date());
    if (released) staffRealtime.inboxChanged(conversation);
    return { released };
  });
};
