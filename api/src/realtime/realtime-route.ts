import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { REALTIME_CLOSE, REALTIME_PATH, REALTIME_SINCE_PARAM } from '@dating/shared/contracts/index';
import type { App, AppContext } from '../app-context';
import { getViewer } from '../auth/viewer';
import { ApiError, authenticationRequired, validationFailed } from '../http/errors';
import { normalizeHost } from '../sites/site-settings';

/**
 * WebSocket upgrades per address and minute. A tab connects once per page load and reconnects with
 * backoff, so a person stays far below; the limit stops a script hammering the upgrade (each costs a
 * session lookup), while an office or a carrier's NAT with many members behind one address, and
 * everyone reconnecting at once after a restart, still fit. Each member holds at most 20 sockets.
 */
export const CONNECT_RATE_LIMIT = { max: 300, timeWindow: 60_000 };
/** Client frames are small typing notices. */
const MAX_FRAME_BYTES = 1024;

/**
 * Whether the page that opens the socket is one of ours. Browsers always send Origin on a WebSocket
 * handshake, and cookies go with it even cross-site, so this check is the channel's CSRF defence (the
 * upgrade is a GET; no custom header can be required). Allowed: an http(s) origin whose host is the
 * host the request came to (port included, as the CSRF guard compares it), or the request's site's
 * own domain (any port: the site row names a host only). Anything else, and no Origin, is refused.
 */
export async function originAllowed(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const origin = request.headers.origin;
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const canonical = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
  if (canonical(url.host) === canonical(request.headers.host ?? '')) return true;
  const site = await ctx.sites.forHost(request.headers.host);
  return normalizeHost(url.host) === site.host;
}

function sinceOf(request: FastifyRequest): number | undefined {
  const raw = (request.query as Record<string, unknown> | undefined)?.[REALTIME_SINCE_PARAM];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw validationFailed(REALTIME_SINCE_PARAM, `${REALTIME_SINCE_PARAM}: a seq`);
  return Number(raw);
}

/**
 * GET /api/realtime (docs/realtime.md): the member's WebSocket. Refused before the upgrade with the
 * api's usual error answers: 403 without a session (authentication_required) or from a foreign
 * origin (csrf_failed), 400 for a malformed `since`, 429 when an address reconnects too often.
 */
export async function registerRealtimeRoute(app: App, ctx: AppContext): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      config: { rateLimit: CONNECT_RATE_LIMIT },
      preValidation: async (request) => {
        if (!(await originAllowed(ctx, request))) throw new ApiError(403, 'csrf_failed', 'Cross-site request refused.');
        if (!(await getViewer(ctx.db, request))) throw authenticationRequired();
        sinceOf(request);
      },
    },
    async (socket, request) => {
      const viewer = await getViewer(ctx.db, request);
      if (!viewer) {
        socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
        return;
      }
      ctx.realtime.attach(socket, viewer, sinceOf(request));
    },
  );
}
