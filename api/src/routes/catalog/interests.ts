import { InterestsResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { listInterests } from '../../catalog/catalog-lists';

/** GET /api/interests.php: every interest with its icon, in catalogue order. */
export const interestsRoute: RouteModule = (app, { db }) => {
  app.get('/api/interests.php', { schema: { response: { 200: InterestsResponseSchema } } }, async (_request, reply) => {
    const rows = await listInterests(db);
    reply.header('cache-control', 'public, max-age=300');
    return { interests: rows };
  });
};
