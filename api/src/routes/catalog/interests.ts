import { asc } from 'drizzle-orm';
import { InterestsResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { interests } from '../../db/schema';

/** GET /api/interests.php: every interest with its icon (§3), in catalogue order. */
export const interestsRoute: RouteModule = (app, { db }) => {
  app.get('/api/interests.php', { schema: { response: { 200: InterestsResponseSchema } } }, async (_request, reply) => {
    const rows = await db.select().from(interests).orderBy(asc(interests.id));
    reply.header('cache-control', 'public, max-age=300');
    return { interests: rows };
  });
};
