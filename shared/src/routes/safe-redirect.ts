/** Where a member lands after logging in when no (usable) `redirect` was given. */
export const DEFAULT_AFTER_LOGIN = '/members';

// Only used to resolve the candidate; never reached. `.invalid` cannot be registered (RFC 2606).
const PROBE_ORIGIN = 'https://login-redirect.invalid';

/**
 * Where a member is sent after logging in — the `redirect` query parameter of /login, the target of
 * a `/{token}` link — made safe: a same-origin, relative path starting with a single '/', or
 * DEFAULT_AFTER_LOGIN. One function for every such place (mf-account, mf-landers), never a copy. Refused: absolute and protocol-relative URLs (`//evil.test`),
 * backslashes (browsers read `/\evil.test` as `//evil.test`), control characters and whitespace
 * (stripped by URL parsers, so `/\t/evil.test` would become `//evil.test`), and /login itself (a loop).
 */
export function safeRedirect(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (/[\\\s\u0000-\u001f\u007f]/.test(candidate)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
