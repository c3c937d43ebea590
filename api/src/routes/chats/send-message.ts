import type { FastifyRequest } from 'fastify';
import { sendMessageEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/viewer';
import { sendMessage } from '../../conversations/send-message';
import { createTokenBuckets, SEND_RATE } from '../../conversations/send-rate-limit';
import { route } from '../../http/endpoint-route';

/**
 * POST /api/message.php `{ profile, client_id, kind?, text | photo | gift | gif }` (auth): sends a message, exactly once
 * per client_id (conversations/send-message.ts). Rate-limited per member by a token bucket (5 a
 * second, bursts of 10): @fastify/rate-limit asks `max` for each request that its allow list (none
 * in production, all for the fuzzer) does not wave through, and the bucket answers it — a full
 * limit or none — so the refusal is the plugin's usual 429 rate_limited.
 */
export const sendMessageRoute: RouteModule = (app, { db, sites, realtime, gifs, config }) => {
  const buckets = createTokenBuckets(SEND_RATE);
  const memberKey = async (request: FastifyRequest) => {
    const viewer = await getViewer(db, request);
    // Logged out: refused with 403 by the handler; keyed by address meanwhile.
    return viewer ? `member:${viewer.userId}` : `ip:${request.ip}`;
  };
  const rateLimit = {
    keyGenerator: memberKey,
    timeWindow: 1000,
    max: (_request: FastifyRequest, key: string) => (buckets.take(key) ? Number.MAX_SAFE_INTEGER : 0),
    // The plugin's window figures would describe its stand-in limit, not the bucket: left out.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  };

  route(app, sendMessageEndpoint, { config: { rateLimit } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { settings } = await sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    return sendMessage(db, {
      userId: viewer.userId,
      settings,
      request: request.body,
      events: realtime,
      gifs,
      mailDelaySeconds: config.messageMailDelaySeconds,
    });
  });
};
