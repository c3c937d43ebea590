import type { FastifyRequest } from 'fastify';
import type { Settings } from '@dating/shared/contracts/index';
import type { Config } from '../config';
import { countryCode } from './country-code';
import type { GeoipDatabase } from './geoip-database';

/** `?geoip_country=NL` on a page or settings call: tries a country on localhost (never in production). */
const GEOIP_QUERY_PARAM = 'geoip_country';

export type VisitorCountryConfig = Pick<Config, 'nodeEnv' | 'trustProxy' | 'geoipHeader' | 'geoipCountry'>;

type VisitorRequest = Pick<FastifyRequest, 'ip' | 'url' | 'headers'>;

function queryOverride(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  return countryCode(new URLSearchParams(url.slice(query + 1)).get(GEOIP_QUERY_PARAM));
}

function headerValue(request: VisitorRequest, name: string): string | undefined {
  const value = request.headers[name];
  // A repeated header is no single proxy's answer.
  return typeof value === 'string' ? value : undefined;
}

/**
 * The requesting visitor's country (ISO 3166-1 alpha-2, upper case) or null, first answer wins:
 * 1. the development overrides — `?geoip_country=` outside production, then GEOIP_COUNTRY;
 * 2. the proxy's country header (GEOIP_HEADER, CF-IPCountry by default), believed only behind
 *    TRUST_PROXY: without a proxy in front any client could choose its country;
 * 3. the local GeoIP database, by request.ip (which honours TRUST_PROXY for X-Forwarded-For).
 * A proxy that sent the header has answered: a value naming no country (Cloudflare's XX for unknown,
 * T1 for Tor, whose exit node's country is not the visitor's) is none, not a cue to guess by address.
 */
export function createVisitorCountry(config: VisitorCountryConfig, database: GeoipDatabase) {
  async function resolve(request: VisitorRequest): Promise<string | null> {
    const override = (config.nodeEnv !== 'production' ? queryOverride(request.url) : null) ?? config.geoipCountry;
    if (override) return override;
    if (config.trustProxy !== false) {
      const fromProxy = headerValue(request, config.geoipHeader);
      if (fromProxy !== undefined) return countryCode(fromProxy);
    }
    return database.country(request.ip);
  }

  return {
    resolve,
    /** The country of a stored address (the staff console's logins), by the local GeoIP database only. */
    countryOfAddress: (ip: string | null) => database.country(ip),
    /**
     * The site's settings for this request: `geoip_country` is the visitor's country, and
     * `geoip_selected_country` the same country when the site serves it (it is one of
     * `settings.countries`, so signup can preselect it), else null. A copy: the site resolver's
     * cached object is shared by every request and never changes.
     */
    async settingsFor(settings: Settings, request: VisitorRequest): Promise<Settings> {
      const country = await resolve(request);
      return {
        ...settings,
        geoip_country: country,
        geoip_selected_country: country !== null && settings.countries.includes(country) ? country : null,
      };
    },
  };
}
export type VisitorCountry = ReturnType<typeof createVisitorCountry>;
