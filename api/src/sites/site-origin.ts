import type { AppContext } from '../app-context';
import { normalizeHost, type Site } from './site-settings';

/** A development host: this machine, under any name the browser resolves to it. */
export const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';

const bracketed = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * The origin of every absolute URL the api builds for a site — a payment's return and notify URLs, a push
 * subscription of the development push service, links in mail no request set off — made from the site's
 * configured host, on https. A request's Host header never chooses it: a forged Host chose where the provider's
 * webhooks went and where the browser came back to after paying, and the job queue posted to any host and port
 * it named. Only a local development site without secure cookies is served on http and the port this api
 * listens on. There, for a URL the browser opens (`requestHost` given: a payment's return), a request made at
 * another loopback name (127.0.0.1, de.localhost) keeps that name, so the browser comes back to the origin its
 * session cookie belongs to — any such name, on this port, is this server. A URL a server posts to (a notify
 * URL, a push endpoint) is always the site's own: `*.localhost` need not resolve outside a browser.
 */
export function siteOrigin(ctx: Pick<AppContext, 'config'>, site: Site, requestHost?: string): string {
  if (!isLocalHost(site.host) || ctx.config.cookieSecure) return `https://${bracketed(site.host)}`;
  const asked = normalizeHost(requestHost);
  const host = isLocalHost(asked) ? asked : site.host;
  return `http://${bracketed(host)}:${ctx.config.port}`;
}
