import { UserPostQuerySchema, UserResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { login } from './login';
import { subscribePush } from './push-subscription';

/**
 * POST /api/user.php is two calls on one path: login, and `?push=1` push registration. The
 * body is validated inside each (its schema depends on the query), with the same 400 body.
 */
export const postUserRoute: RouteModule = (app, ctx) => {
  app.post(
    '/api/user.php',
    {
      schema: {
        querystring: UserPostQuerySchema,
        response: { 200: UserResponseSchema },
      },
      config: { rateLimit: { max: ctx.loginRateLimit.max, timeWindow: ctx.loginRateLimit.timeWindowMs } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return request.query.push ? subscribePush(ctx, request) : login(ctx, request, reply);
    },
  );
};
