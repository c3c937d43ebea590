import { createGeoipDatabase } from './geoip-database';

/**
 * Addresses the shipped data places (checked with the reader): KPN's and XS4ALL's (now KPN) blocks
 * in the Netherlands, Deutsche Telekom's in Germany, Google's public DNS in the United States.
 */
const DUTCH = ['77.160.1.1', '145.53.1.1', '2001:980::1'];
const GERMAN = ['80.128.1.1', '91.0.1.1', '2003::1'];

describe('the shipped GeoIP database', () => {
  const database = createGeoipDatabase();

  it.each(DUTCH)('places the Dutch address %s in NL', async (ip) => {
    expect(await database.country(ip)).toBe('NL');
  });

  it.each(GERMAN)('places the German address %s in DE', async (ip) => {
    expect(await database.country(ip)).toBe('DE');
  });

  it('places an IPv4 client a dual-stack socket reports as ::ffff:a.b.c.d', async () => {
    expect(await database.country('::ffff:77.160.1.1')).toBe('NL');
    expect(await database.country('8.8.8.8')).toBe('US');
  });

  // 192.168.1.1 is in the data as AU: reserved ranges must be cut out before the lookup.
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '100.64.0.1',
    '169.254.1.1',
    '::1',
    'fc00::1',
    'fe80::1',
    '::ffff:192.168.1.1',
  ])('places the private, loopback or reserved address %s nowhere', async (ip) => {
    expect(await database.country(ip)).toBeNull();
  });

  it('places no address for a request without one', async () => {
    expect(await database.country(undefined)).toBeNull();
    expect(await database.country('not-an-address')).toBeNull();
  });
});

describe('a GeoIP database that cannot be opened', () => {
  it('reports it once and places every address nowhere', async () => {
    const errors: unknown[] = [];
    const database = createGeoipDatabase({ file: '/nonexistent/geo.mmdb', onError: (error) => errors.push(error) });
    expect(await database.country('77.160.1.1')).toBeNull();
    expect(await database.country('80.128.1.1')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
