import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** Paths the api answers with the JSON error body; every other path is a page, answered with the error page. */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route, hook or error handler runs
 * (a path it cannot decode, a parameter over maxParamLength). Without it they leave in Fastify's own
 * body. No onRequest hook ran (no CSP, no style nonce), so a page path gets the plain error page
 * under a CSP that allows nothing, not the shell.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = 'The address is malformed.';
  if (isApiPath(pathOf(request.url))) {
    void reply.code(status).send(errorBody('validation_failed', message, { field: 'path' }));
    return;
  }
  void reply
    .code(status)
    .header('content-security-policy', PLAIN_PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(plainErrorPage(status, message));
}

/** The request line's path from the bytes Node had read when it gave up (`GET /api/x?… HTTP/1.1`), if any. */
function requestPath(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const line = rawPacket.subarray(0, 512).toString('latin1').split('\r\n')[0] ?? '';
  const target = line.split(' ')[1];
  return target?.startsWith('/') ? pathOf(target) : null;
}

/** The plain error page has no script, style or image: nothing needs allowing. */
const PLAIN_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A small page for errors answered before a site is known or a hook ran (no site, no shell): no script, no style. */
function plainErrorPage(status: number, message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head>` +
    `<body><h1>${status}</h1><p>${message}</p><p><a href="/">Home</a></p></body></html>`
  );
}

/**
 * The server's `clientError` handler: Node refused the request before Fastify saw it (headers or
 * query string over the header size limit → 431, a request line it cannot parse → 400, too slow →
 * 408). The answer is the error body on api paths, else a plain error page: there is no request to
 * render the shell for.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers or address are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read.'];
  const pathname = requestPath(error.rawPacket);
  const page = pathname !== null && !isApiPath(pathname);
  const body = page
    ? plainErrorPage(status, message)
    : JSON.stringify(errorBody(status === 431 ? 'payload_too_large' : 'validation_failed', message));
  const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  const head =
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Content-Security-Policy: ${PLAIN_PAGE_CSP}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`;
  socket.end(head + body);
}
