import { getTokenLinkEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { lookUpTokenLink } from '../../token-links/token-links';

/**
 * GET /api/token-link.php?token= → what a `/{token}` link is (login: its state and target; entry: its
 * lander with the tracking query), 404 when nothing; reads only — mail scanners open links.
 */
export const getTokenLinkRoute: RouteModule = (app, { db }) => {
  route(app, getTokenLinkEndpoint, async (request) => {
    const link = await lookUpTokenLink(db, request.query.token, new Date());
    if (!link) throw notFound('Unknown link');
    return link;
  });
};
