import path from 'node:path';
import { listGiftsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { GIFT_IMAGE_PATH, giftCatalogue, GIFT_SLUGS } from '../../gifts/gift-catalogue';
import { route } from '../../http/endpoint-route';
import { errorBody } from '../../http/errors';

/** The drawn pictures of the gifts, in the api's own assets (api/assets/gifts). */
const GIFT_IMAGE_DIR = path.resolve(__dirname, '..', '..', '..', 'assets', 'gifts');

/**
 * GET /api/gifts.php: the gift catalogue with this site's prices (members: sending gifts needs a
 * login). The pictures at GIFT_IMAGE_PATH/<slug>.svg: only catalogue slugs (no path from the
 * request reaches the file system), cached for a day, served as images that run nothing.
 */
export const giftsRoute: RouteModule = (app, { db, sites }) => {
  route(app, listGiftsEndpoint, {}, async (request, reply) => {
    await requireViewer(db, request);
    const { settings } = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'private, max-age=300');
    return { gifts: giftCatalogue(settings) };
  });

  app.get<{ Params: { file: string } }>(`${GIFT_IMAGE_PATH}/:file`, async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !GIFT_SLUGS.includes(slug)) {
      return reply.code(404).send(errorBody('not_found', 'Gift not found'));
    }
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('x-content-type-options', 'nosniff');
    // An SVG opened on its own is a document: nothing in it may run or load.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.type('image/svg+xml').sendFile(`${slug}.svg`, GIFT_IMAGE_DIR);
  });
};
