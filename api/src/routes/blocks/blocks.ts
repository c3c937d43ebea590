import { blockProfileEndpoint, listBlocksEndpoint, unblockProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { removeConversationsWith } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { block, hasBlocked, listBlocks, unblock } from '../../members/blocks';
import { findProfileTarget } from '../../members/member-profile';

const BLOCK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * Blocking: POST /api/block.php `{ profile }` blocks, DELETE /api/block.php `{ profile }` lifts
 * the member's own block (the settings list's undo), GET /api/blocks.php lists them. Blocking a
 * profile already blocked is fine (idempotent); one the member cannot see is 404 like everywhere.
 */
export const blocksRoute: RouteModule = (app, { db, realtime }) => {
  route(app, blockProfileEndpoint, { config: { rateLimit: BLOCK_RATE_LIMIT } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const id = request.body.profile;
    reply.header('cache-control', 'no-store');
    if (await hasBlocked(db, viewer.profileId, id)) return { blocked: true };
    if (!(await findProfileTarget(db, viewer.profileId, id))) throw notFound('Profile not found');
    await block(db, viewer.profileId, id);
    // Blocking also removes the conversations with them from the member's list (the other side keeps theirs).
    await removeConversationsWith(db, viewer, id, realtime);
    return { blocked: true };
  });

  route(app, unblockProfileEndpoint, { config: { rateLimit: BLOCK_RATE_LIMIT } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    await unblock(db, viewer.profileId, request.body.profile);
    return { blocked: false };
  });

  route(app, listBlocksEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return listBlocks(db, viewer.profileId);
  });
};
