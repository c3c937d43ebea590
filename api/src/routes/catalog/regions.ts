import { asc } from 'drizzle-orm';
import { RegionsResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { regions } from '../../db/schema';

/** GET /api/regions.php: the regions of every supported country, by country then name. */
export const regionsRoute: RouteModule = (app, { db }) => {
  app.get('/api/regions.php', { schema: { response: { 200: RegionsResponseSchema } } }, async (_request, reply) => {
    const rows = await db.select().from(regions).orderBy(asc(regions.country), asc(regions.name));
    reply.header('cache-control', 'public, max-age=300');
    return { regions: rows.map((r) => ({ id: r.id, country: r.country, code: r.code, name: r.name })) };
  });
};
