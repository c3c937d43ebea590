import { sql } from 'drizzle-orm';
import { HealthResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';

/** GET /api/health.php: 200 when the database answers, 503 when it does not. */
export const healthRoute: RouteModule = (app, { db, engine, version }) => {
  app.get('/api/health.php', { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return { ok: true, database: engine, version };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ ok: false, database: engine, version });
    }
  });
};
