import type { FastifyRequest } from 'fastify';
import { PushSubscriptionRequestSchema, type User } from '@dating/shared/contracts/index';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { pushSubscriptions } from '../../db/schema';
import { parseWith } from '../../http/parse';
import { viewerUserResponse } from '../../members/user-record';

/**
 * POST /api/user.php?push=1 `{ subscription }`: stores the browser's push subscription. An endpoint
 * is unique: re-subscribing (or a browser handed to another member) moves it to the current user.
 */
export async function subscribePush(ctx: AppContext, request: FastifyRequest): Promise<{ user: User }> {
  const viewer = await requireViewer(ctx.db, request);
  const { subscription } = parseWith(PushSubscriptionRequestSchema, request.body);
  const values = {
    userId: viewer.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expirationTime: subscription.expirationTime ?? null,
  };
  await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
  return viewerUserResponse(ctx.db, viewer.userId);
}
