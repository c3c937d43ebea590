import { searchGifsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { InvalidGifCursorError } from '../../gifs/gif-cursor';
import { route } from '../../http/endpoint-route';
import { validationFailed } from '../../http/errors';
import { accountContact } from '../../members/user-record';

/**
 * GET /api/gifs.php `?q=&page=` (members only): a page of GIFs for the member's words, in the
 * language of their account or English, from the site's provider (gifs/, docs/gifs.md); without
 * `q` the featured GIFs. `page` is the `next` of the page before.
 */
export const searchGifsRoute: RouteModule = (app, { db, gifs }) => {
  route(app, searchGifsEndpoint, async (request, viewer) => {
    const account = await accountContact(db, viewer.userId);
    try {
      return await gifs.search({ q: request.query.q ?? '', locale: account?.language ?? 'en', page: request.query.page });
    } catch (error) {
      if (error instanceof InvalidGifCursorError) throw validationFailed('page', error.message);
      throw error;
    }
  });
};
