import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/index';
import { ApiError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls that cannot carry the client header; an Origin, when sent, is still checked. The beacon:
 * navigator.sendBeacon cannot set headers (it only marks the member offline). The landing visit's end:
 * sent with sendBeacon too (it only closes a bounce-logging row by its random id). The one-click
 * unsubscribe: a mail client posts it (RFC 8058), authorised by the signed token in its URL. The
 * mail provider's and the payment providers' webhooks: a server posts them, authorised by a shared
 * secret or a signature.
 */
const HEADER_EXEMPT = new Set([
  '/api/page-hidden.php',
  '/api/landing-visit-end.php',
  '/api/unsubscribe.php',
  '/api/mail-feedback.php',
  '/api/payment-webhook.php',
]);
/**
 * The development push service's endpoints (routes/dev/push-service.ts, 404 in production): the
 * api's own push jobs post to them, server to server, as to any push service.
 */
const HEADER_EXEMPT_PREFIX = '/api/dev/push/';

function originMatchesHost(request: FastifyRequest, origin: string): boolean {
  let originHost: string;
  try {
    // `null` (sandboxed frames, some redirects) is not a URL and never matches.
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const canonical = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
  return canonical(originHost) === canonical(request.headers.host ?? '');
}

/**
 * CSRF defence for a cookie-authenticated JSON api: a cross-site form or fetch cannot add a custom
 * header without a CORS preflight (which this server never grants), and the Origin header, when
 * the browser sends one, must name this host. Runs on onRequest, before any body is read.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !originMatchesHost(request, origin)) {
      throw new ApiError(403, 'csrf_failed', 'Cross-site request refused.');
    }
    if (
      !HEADER_EXEMPT.has(pathname) &&
      !pathname.startsWith(HEADER_EXEMPT_PREFIX) &&
      request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE
    ) {
      throw new ApiError(403, 'csrf_failed', `Missing ${CLIENT_HEADER} header.`);
    }
  });
}
