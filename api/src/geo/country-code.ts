/**
 * ISO 3166-1 alpha-2 codes that name no country: the user-assigned ones (AA, QM–QZ, XA–XZ, ZZ) and
 * the pseudo-codes proxies and GeoIP databases send (Cloudflare's XX for "unknown" and T1 for Tor
 * fail the two-letter test anyway; EU and AP are old MaxMind regions, UN is the United Nations).
 * Kosovo's XK is user-assigned yet used for the country by CDNs and the RIRs, so it stays.
 */
function namesNoCountry(code: string): boolean {
  if (code === 'XK') return false;
  if (code === 'AA' || code === 'ZZ' || code === 'EU' || code === 'AP' || code === 'UN') return true;
  const [first, second = ''] = code;
  return (first === 'Q' && second >= 'M') || first === 'X';
}

/**
 * A visitor's country code as the settings carry it: two letters, upper case, naming a country;
 * anything else (empty, `XX`, `T1`, a list, a region) is null.
 */
export function countryCode(raw: string | undefined | null): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return namesNoCountry(code) ? null : code;
}
