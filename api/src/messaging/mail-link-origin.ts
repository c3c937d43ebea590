import type { AppContext } from '../app-context';
import { normalizeHost } from '../sites/site-settings';

const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';

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
  if (!trusted || !/^[a-z0-9.:[\]-]+$/i.test(raw)) return `https://${site.host}`;
  return `${isLocalHost(host) && !ctx.config.cookieSecure ? 'http' : 'https'}://${raw.toLowerCase()}`;
}
