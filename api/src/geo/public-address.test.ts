import { publicAddress } from './public-address';

describe('publicAddress', () => {
  it('keeps public IPv4 and global IPv6 addresses', () => {
    expect(publicAddress('77.160.1.1')).toBe('77.160.1.1');
    expect(publicAddress('2003::1')).toBe('2003::1');
  });

  it('unwraps IPv4-mapped IPv6 and drops a zone index', () => {
    expect(publicAddress('::ffff:77.160.1.1')).toBe('77.160.1.1');
    expect(publicAddress('::FFFF:10.0.0.1')).toBeNull();
    expect(publicAddress('2003::1%eth0')).toBe('2003::1');
  });

  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.31.255.255',
    '192.0.2.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2001:db8::1',
    '2001::1',
    '2002:a00:1::1',
    '3fff::1',
  ])('locates nobody at %s', (ip) => {
    expect(publicAddress(ip)).toBeNull();
  });

  it.each([undefined, null, '', 'localhost', '1.2.3', '77.160.1.1/12'])('is null for %p, which is no address', (raw) => {
    expect(publicAddress(raw)).toBeNull();
  });
});
