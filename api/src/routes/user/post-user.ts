import { loginEndpoint, UserPostQuerySchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { login } from './login';
import { subscribePush } from './push-subscription';

/**
 * POST /api/user.php is two endpoints on one path: loginEndpoint, and subscribePushEndpoint
 * (`?push=1`). Fastify takes one route per method and path, so it is registered once, from
 * loginEndpoint with the query that tells them apart and without a body schema: the body's schema
 * depends on the query, so each validates its own (parseWith), with the same 400 body.
 */
export const postUserRoute: RouteModule = (app, ctx) => {
  const config = { rateLimit: { max: ctx.loginRateLimit.max, timeWindow: ctx.loginRateLimit.timeWindowMs } };
  route(app, { ...loginEndpoint, query: UserPostQuerySchema, body: undefined }, { config }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return request.query.push ? subscribePush(ctx, request) : login(ctx, request, reply);
  });
};
