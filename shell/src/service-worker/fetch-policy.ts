/**
 * How the worker answers one request:
 * - `static`: a content-hashed file of the shell (`/main.3f9a1c2b4d.js`) or of a remote
 *   (`/mf/mf-chat/1291.d3d5fffb3a.js`) — its name changes whenever its content does, so the cached
 *   copy is always right: cache first.
 * - `navigation`: a page — from the network, the offline page when the network fails. Never cached:
 *   the HTML names the current files and carries this response's settings and CSP nonce.
 * - `network`: everything else, left to the browser untouched — the api's answers, `/remotes.json`,
 *   every `mf-manifest.json` and `remoteEntry.js` (a remote shipped alone is picked up at once),
 *   photos, other origins.
 */
export type FetchStrategy = 'static' | 'navigation' | 'network';

/** A hex hash of 8+ digits between dots or after a dash, as in the builds' `[name].[contenthash:10].js`. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|gif|svg)$/i;

/** The builds' unhashed pointers: they must always come from the network. */
const NEVER_CACHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'sw.js', 'index.html']);

interface RequestFacts {
  method: string;
  mode: string;
  url: string;
  /** Range requests (media) answer 206 and are left to the browser. */
  hasRange?: boolean;
}

/** Whether `pathname` is a shell file at the root or a remote's file under `/mf/<remote>/`. */
function isBuildFile(pathname: string): boolean {
  return /^\/[^/]+$/.test(pathname) || /^\/mf\/[a-z0-9-]+\/.+/.test(pathname);
}

export function fetchStrategy(request: RequestFacts, origin: string): FetchStrategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const { pathname } = url;
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (request.hasRange) return 'network';
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (NEVER_CACHED.has(name) || !isBuildFile(pathname)) return 'network';
  return HASHED_NAME.test(name) ? 'static' : 'network';
}

/** Only complete same-origin answers go into the cache (never an error page, a redirect or a 206). */
export function isCacheable(response: Pick<Response, 'status' | 'type'>): boolean {
  return response.status === 200 && response.type === 'basic';
}
