import path from 'node:path';
import { open, type Reader, type Response } from 'maxmind';
import { countryCode } from './country-code';
import { publicAddress } from './public-address';

/** IPv4 and IPv6 in one file. */
const GEOIP_FILE = 'geo-whois-asn-country.mmdb';

/** The package's records are `{ country_code: "NL" }`, a shape maxmind's GeoIP2 types do not name. */
function recordCountry(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('country_code' in record)) return null;
  return typeof record.country_code === 'string' ? countryCode(record.country_code) : null;
}

/**
 * The database file inside the npm package that ships the data (docs/geoip.md: why this one, its
 * licence and attribution, how it is updated).
 */
function defaultGeoipFile(): string {
  return path.join(path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json')), GEOIP_FILE);
}

export interface GeoipDatabase {
  /** The country of a public address, or null (private/reserved address, not in the data, no data). */
  country(ip: string | undefined | null): Promise<string | null>;
}

/** Distinct visitors repeat within minutes (page, settings call, remotes): remembered lookups skip the tree walk. */
const LOOKUP_CACHE = { max: 10_000 };

/**
 * The local GeoIP database, opened at its first lookup (about 8 MB read once; a process that never
 * needs it never pays) and shared by every later one. A file that cannot be opened is reported once
 * through `onError` and every lookup answers null: the page still renders, without a country.
 */
export function createGeoipDatabase(options: { file?: string; onError?: (error: unknown) => void } = {}): GeoipDatabase {
  let reader: Promise<Reader<Response> | null> | undefined;

  function load(): Promise<Reader<Response> | null> {
    reader ??= (async () => {
      try {
        return await open<Response>(options.file ?? defaultGeoipFile(), { cache: LOOKUP_CACHE });
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    })();
    return reader;
  }

  return {
    async country(ip) {
      const address = publicAddress(ip);
      if (address === null) return null;
      const reader = await load();
      return reader ? recordCountry(reader.get(address)) : null;
    },
  };
}
