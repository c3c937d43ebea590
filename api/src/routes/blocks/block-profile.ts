import { blockProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { removeConversationsWith } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { block, hasBlocked } from '../../members/blocks';
import { findProfileTarget } from '../../members/member-profile';

/**
 * POST /api/block.php `{ profile }`: blocks that profile. Blocking a profile already blocked is fine
 * (idempotent); one the member cannot see is 404 like everywhere.
 */
export const blockProfileRoute: RouteModule = (app, { db, realtime }) => {
  route(app, blockProfileEndpoint, async (request, viewer) => {
    const id = request.body.profile;
    if (await hasBlocked(db, viewer.profileId, id)) return { blocked: true };
    if (!(await findProfileTarget(db, viewer.profileId, id))) throw notFound('Profile not found');
    await block(db, viewer.profileId, id);
    // Blocking also removes the conversations with them from the member's list (the other side keeps theirs).
    await removeConversationsWith(db, viewer, id, realtime);
    return { blocked: true };
  });
};
