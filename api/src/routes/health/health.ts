import { HealthResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { pingDatabase } from '../../db/database';

/** GET /api/health.php: 200 when the database answers, 503 when it does not. */
export const healthRoute: RouteModule = (app, { db, engine, version }) => {
  app.get('/api/health.php', { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(db);
      return { ok: true, database: engine, version };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ ok: false, database: engine, version });
    }
  });
};
