import { loginEndpoint, subscribePushEndpoint, UserPostQuerySchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { admit, route } from '../../http/endpoint-route';
import { login } from './login';
import { subscribePush } from './push-subscription';

/**
 * POST /api/user.php is two endpoints on one path: loginEndpoint, and subscribePushEndpoint
 * (`?push=1`). Fastify takes one route per method and path, so it is registered once, from
 * loginEndpoint with the query that tells them apart and without a body schema: the body's schema
 * depends on the query, so each validates its own (parseWith), with the same 400 body, and the push
 * subscription's own access is admitted here (the login's is anyone's).
 */
export const postUserRoute: RouteModule = (app, ctx) => {
  route(app, { ...loginEndpoint, query: UserPostQuerySchema, body: undefined }, async (request, _viewer, reply) => {
    if (!request.query.push) return login(ctx, request, reply);
    return subscribePush(ctx, request, await admit(app, subscribePushEndpoint.access, request));
  });
};
