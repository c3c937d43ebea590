import { claimConversationEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { claimConversation } from '../../staff/inbox/inbox-claims';

/** POST /api/staff/inbox/claim.php `{ conversation }`: takes or renews the lease (409 conversation_claimed while another holds it). */
export const claimConversationRoute: RouteModule = (app, { db, staffRealtime }) => {
  route(app, claimConversationEndpoint, async (request, staff) => {
    const { conversation } = request.body;
    const claim = await claimConversation(db, staff, conversation, new Date());
    // The other consoles' queues show it taken.
    if (claim.taken) staffRealtime.inboxChanged(conversation);
    return { conversation, expires_at: claim.expiresAt.toISOString() };
  });
};
