import type { AppContext } from '../app-context';
import { isLocalHost } from '../sites/site-origin';
import { normalizeHost, type Site } from '../sites/site-settings';
/** What a Host header may hold to be copied into a link at all. */
const SAFE_HOST = /^[a-z0-9.:[\]-]+$/i;

/**
 * The origin a mailed link points at: the Host the member asked from when it is one of our sites or
 * a local development host (http only there: a link to the reader's own machine leads nowhere else);
 * any other (forged) Host — "reset poisoning" — never makes it into a link: the default site's own
 * host is used instead. Every mailed link (activation, reset, mail change, reactivation) uses this.
 */
export async function mailLinkOrigin(ctx: AppContext, rawHost: string | undefined): Promise<string> {
  const raw = rawHost ?? '';
  const host = normalizeHost(raw);
  const site = await ctx.sites.forHost(raw);
  const trusted = site.host === host || isLocalHost(host);
  if (!trusted || !SAFE_HOST.test(raw)) return `https://${site.host}`;
  return `${isLocalHost(host) && !ctx.config.cookieSecure ? 'http' : 'https'}://${raw.toLowerCase()}`;
}

/** `host:8080` or `[::1]:8080` → `:8080`; none (or a bare IPv6 address) → ''. */
function portOf(raw: string): string {
  const rest = raw.startsWith('[') ? raw.slice(raw.indexOf(']') + 1) : raw.split(':').length === 2 ? raw.slice(raw.indexOf(':')) : '';
  return /^:\d{1,5}$/.test(rest) ? rest : '';
}

/**
 * The origin of links in a mail to a member of `site` that someone else's request set off (a like
 * mails the liked member, whose site need not be the liker's): always that site's own host. The
 * request's Host only lends its port (and plain http in development) when it is that very host, or
 * when both are local development hosts, which one server serves on one port.
 */
export function siteLinkOrigin(ctx: AppContext, site: Site, rawHost: string | undefined): string {
  const raw = (rawHost ?? '').toLowerCase();
  const host = normalizeHost(raw);
  const local = isLocalHost(host) && isLocalHost(site.host);
  if (!SAFE_HOST.test(raw) || (host !== site.host && !local)) return `https://${site.host}`;
  const siteHost = site.host.includes(':') ? `[${site.host}]` : site.host;
  return `${isLocalHost(host) && !ctx.config.cookieSecure ? 'http' : 'https'}://${siteHost}${portOf(raw)}`;
}
