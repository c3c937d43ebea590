import { randomBytes } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Helmet for everything but the Content Security Policy and HSTS: both depend on the request (a
 * nonce per response, the request's own origin, whether it came over https), so
 * `registerSecurityHeaders` sets them per request.
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // same-site (not same-origin): a shell on another port of the same host may load our files.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

const HSTS = 'max-age=15552000; includeSubDomains';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce for <style> elements (emotion's); the shell HTML hands it to the page. */
    styleNonce: string;
  }
}

interface PolicyInput {
  /** The style nonce of this response (base64). */
  nonce: string;
  /** `https://host:port` the page was requested at, or null when the Host header is no host name. */
  origin: string | null;
  /** Origins of remotes served from elsewhere (remotes.ts `remoteOrigins`). */
  remoteOrigins: readonly string[];
  /** Origin of the site's photo CDN (settings' `cdn_prefix`), or null when photos come from this origin. */
  cdnOrigin: string | null;
  /** Further image origins: the GIF provider's media hosts (gifs/giphy-hosts.ts `gifImageOrigins`). */
  imageOrigins: readonly string[];
  secure: boolean;
}

/**
 * The Content Security Policy of one response. Scripts only from this origin and the remotes'; styles
 * from files of those and from <style> elements carrying this response's nonce (emotion's, every
 * emotion cache is created with it) — no 'unsafe-inline'. Fetches (and WebSockets) only to this
 * origin, the remotes (their manifests) and the photo CDN.
 */
function contentSecurityPolicy(input: PolicyInput): string {
  const remotes = [...input.remoteOrigins];
  const cdn = input.cdnOrigin ? [input.cdnOrigin] : [];
  // 'self' covers ws:/wss: to the same host in CSP 3 browsers only; older ones need it spelt out.
  const socket = input.origin ? [input.origin.replace(/^http/, 'ws')] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['script-src', ["'self'", ...remotes]],
    ['style-src', ["'self'", `'nonce-${input.nonce}'`, ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...cdn, ...input.imageOrigins]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...socket, ...remotes, ...cdn]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", 'blob:', ...remotes, ...cdn]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  // Upgrading would break plain-http localhost; only ask for it when served over TLS.
  if (input.secure) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ');
}

/**
 * A page the api renders itself (the unsubscribe page, the dev mailbox) with its `<style>` elements
 * given this response's nonce: the CSP allows no inline style without it. Only the bare `<style>` tag
 * of our own templates matches; text put into them is escaped and cannot form one.
 */
export function withStyleNonce(html: string, reply: FastifyReply): string {
  return html.replace(/<style>/g, () => `<style nonce="${reply.styleNonce}">`);
}

/** The origin of an absolute `cdn_prefix` (`https://cdn.example/photos/` → `https://cdn.example`); null for a path. */
export function cdnOrigin(cdnPrefix: string | null | undefined): string | null {
  if (!cdnPrefix) return null;
  const absolute = cdnPrefix.startsWith('//') ? `https:${cdnPrefix}` : cdnPrefix;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    return new URL(absolute).origin;
  } catch {
    return null;
  }
}

/** The request's own origin; null when the Host header is not a plain host[:port] (it goes in a header). */
function requestOrigin(request: FastifyRequest): string | null {
  // An HTTP/1.0 request may carry no Host at all.
  const host = typeof request.host === 'string' ? request.host : '';
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) ? `${request.protocol}://${host.toLowerCase()}` : null;
}

/**
 * Sets this response's CSP: on every response from `registerSecurityHeaders`, again by the shell's
 * HTML route once it knows the site's photo CDN. The nonce stays the one of this response.
 */
export function setContentSecurityPolicy(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { remoteOrigins: readonly string[]; imageOrigins?: readonly string[]; cdnPrefix?: string | null },
): void {
  reply.header(
    'content-security-policy',
    contentSecurityPolicy({
      nonce: reply.styleNonce,
      origin: requestOrigin(request),
      remoteOrigins: options.remoteOrigins,
      cdnOrigin: cdnOrigin(options.cdnPrefix),
      imageOrigins: options.imageOrigins ?? [],
      secure: request.protocol === 'https',
    }),
  );
}

/**
 * A fresh style nonce and the CSP on every response; HSTS only over https (on a plain-http localhost
 * it would pin browsers to https for "localhost"). `request.protocol` follows X-Forwarded-Proto only
 * from proxies TRUST_PROXY names.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { remoteOrigins: readonly string[]; imageOrigins?: readonly string[] },
): void {
  app.decorateReply('styleNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    // 128 random bits, as CSP asks of a nonce; unguessable, so injected markup cannot carry it.
    reply.styleNonce = randomBytes(16).toString('base64');
    setContentSecurityPolicy(request, reply, options);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
