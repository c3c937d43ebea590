import net from 'node:net';

/**
 * IPv4 ranges that never locate a visitor (the IANA special-purpose registry): private networks,
 * loopback, link-local, carrier-grade NAT, documentation, benchmarking, multicast and reserved. The
 * GeoIP data maps some of them to a country anyway (192.168.0.0/16 to AU), so they are cut out first.
 */
const IPV4_SPECIAL: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 visitors come from global unicast (2000::/3) only — loopback, unique-local, link-local,
 * multicast and NAT64 lie outside it — less its protocol assignments (Teredo, benchmarking),
 * 6to4 relays and the documentation ranges.
 */
const IPV6_NOT_VISITORS: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const specialV4 = new net.BlockList();
for (const [address, prefix] of IPV4_SPECIAL) specialV4.addSubnet(address, prefix, 'ipv4');
const globalV6 = new net.BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const specialV6 = new net.BlockList();
for (const [address, prefix] of IPV6_NOT_VISITORS) specialV6.addSubnet(address, prefix, 'ipv6');

/**
 * The address a GeoIP lookup can place, or null for one that locates nobody (private, loopback,
 * reserved, not an address at all). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack
 * socket reports for IPv4 clients) becomes its IPv4 address; a zone index (`%eth0`) is dropped.
 */
export function publicAddress(raw: string | undefined | null): string | null {
  const address = (raw ?? '').trim().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped !== undefined) return publicAddress(mapped);
  switch (net.isIP(address)) {
    case 4:
      return specialV4.check(address, 'ipv4') ? null : address;
    case 6:
      return globalV6.check(address, 'ipv6') && !specialV6.check(address, 'ipv6') ? address : null;
    default:
      return null;
  }
}
