import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/index';
import { ApiError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    // A call that cannot carry the header (a beacon, a mail client's or a provider's post) says why in
    // its descriptor (`csrfExempt`); its Origin, when sent, was still checked above.
    if (!request.routeOptions.config.csrfExempt && request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) {
      throw new ApiError(403, 'csrf_failed', `Missing ${CLIENT_HEADER} header.`);
    }
  });
}
