import path from 'node:path';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import { GIFT_IMAGE_PATH, GIFT_SLUGS } from '../../gifts/gift-catalogue';
import { page } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

/** The drawn pictures of the gifts, in the api's own assets (api/assets/gifts). */
const GIFT_IMAGE_DIR = path.resolve(__dirname, '..', '..', '..', 'assets', 'gifts');
/** A gift's picture: the same for everyone, changed only by a deploy. */
const GIFT_IMAGE = { method: 'GET', path: `${GIFT_IMAGE_PATH}/:file`, access: 'visitor', cache: { public: 86_400 } } as const;
const GiftImageParamsSchema = z.object({ file: z.string() });

/**
 * The gifts' pictures at GIFT_IMAGE_PATH/<slug>.svg: only catalogue slugs (no path from the request
 * reaches the file system), cached for a day, served as images that run nothing.
 */
export const giftImageRoute: RouteModule = (app) => {
  page(app, GIFT_IMAGE, { params: GiftImageParamsSchema }, async (request, _viewer, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !GIFT_SLUGS.includes(slug)) {
      throw notFound('Gift not found');
    }
    reply.header('x-content-type-options', 'nosniff');
    // An SVG opened on its own is a document: nothing in it may run or load.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.type('image/svg+xml').sendFile(`${slug}.svg`, GIFT_IMAGE_DIR);
  });
};
