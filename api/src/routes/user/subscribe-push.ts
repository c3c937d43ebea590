import type { FastifyRequest } from 'fastify';
import { PushSubscriptionRequestSchema, subscribePushEndpoint, type User } from '@dating/shared/contracts/index';
import { savePushSubscription } from '../../account-settings/account-flags';
import type { App, AppContext } from '../../app-context';
import { admit } from '../../http/endpoint-route';
import { parseWith } from '../../http/parse';
import { viewerUserResponse } from '../../members/user-record';

/**
 * POST /api/user.php?push=1 `{ subscription }`: stores the browser's push subscription. An endpoint
 * is unique: re-subscribing (or a browser handed to another member) moves it to the current user.
 *
 * The path is the login's, registered once in login.ts, which hands `?push=1` calls over here: the
 * route's access is the login's (anyone's), so this descriptor's own access is admitted here, before
 * the body (whose schema the shared route cannot know) is validated.
 */
export async function subscribePush(app: App, ctx: AppContext, request: FastifyRequest): Promise<{ user: User }> {
  const viewer = await admit(app, subscribePushEndpoint.access, request);
  const { subscription } = parseWith(PushSubscriptionRequestSchema, request.body);
  await savePushSubscription(ctx.db, viewer.userId, subscription);
  return viewerUserResponse(ctx.db, viewer.userId);
}
