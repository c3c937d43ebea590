import type { FastifyRequest } from 'fastify';
import { PushSubscriptionRequestSchema, type User } from '@dating/shared/contracts/index';
import { savePushSubscription } from '../../account-settings/account-flags';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../../auth/sessions';
import { parseWith } from '../../http/parse';
import { viewerUserResponse } from '../../members/user-record';

/**
 * POST /api/user.php?push=1 `{ subscription }`: stores the browser's push subscription. An endpoint
 * is unique: re-subscribing (or a browser handed to another member) moves it to the current user.
 */
export async function subscribePush(ctx: AppContext, request: FastifyRequest, viewer: Viewer): Promise<{ user: User }> {
  const { subscription } = parseWith(PushSubscriptionRequestSchema, request.body);
  await savePushSubscription(ctx.db, viewer.userId, subscription);
  return viewerUserResponse(ctx.db, viewer.userId);
}
