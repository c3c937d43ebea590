import type { FastifyRequest } from 'fastify';
import { searchGifsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/viewer';
import { InvalidGifCursorError } from '../../gifs/gif-cursor';
import { route } from '../../http/endpoint-route';
import { validationFailed } from '../../http/errors';
import { accountContact } from '../../members/user-record';

/** Searches per member and minute: a search box typed into (debounced) stays far below it; a script does not. */
const SEARCHES_PER_MINUTE = 60;

/**
 * GET /api/gifs.php `?q=&page=` (members only): a page of GIFs for the member's words, in the
 * language of their account or English, from the site's provider (gifs/, docs/gifs.md); without
 * `q` the featured GIFs. `page` is the `next` of the page before.
 */
export const searchGifsRoute: RouteModule = (app, { db, gifs }) => {
  const rateLimit = {
    max: SEARCHES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const viewer = await getViewer(db, request);
      // Logged out: refused with 403 by the handler; keyed by address meanwhile.
      return viewer ? `member:${viewer.userId}` : `ip:${request.ip}`;
    },
  };

  route(app, searchGifsEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const account = await accountContact(db, viewer.userId);
    reply.header('cache-control', 'private, max-age=60');
    try {
      return await gifs.search({ q: request.query.q ?? '', locale: account?.language ?? 'en', page: request.query.page });
    } catch (error) {
      if (error instanceof InvalidGifCursorError) throw validationFailed('page', error.message);
      throw error;
    }
  });
};
