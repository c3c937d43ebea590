import { getHealthEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { pingDatabase } from '../../db/database';
import { route } from '../../http/endpoint-route';

/** GET /api/health.php: 200 when the database answers, 503 (same fields, `ok: false`) when it does not. */
export const getHealthRoute: RouteModule = (app, { db, engine, version }) => {
  route(app, getHealthEndpoint, async (request, _viewer, reply) => {
    try {
      await pingDatabase(db);
      return { ok: true, database: engine, version };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      reply.code(503);
      return { ok: false, database: engine, version };
    }
  });
};
