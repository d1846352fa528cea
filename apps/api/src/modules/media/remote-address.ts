import { BlockList, isIP } from 'node:net';

/**
 * Addresses a remote image is never fetched from (SSRF): this machine, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and the reserved ranges.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** `::ffff:10.0.0.1` is 10.0.0.1: an IPv4 address written as IPv6 gets the IPv4 rules. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/**
 * True when a remote image may be fetched from the address. `allowLoopback` is the tests' stand-in
 * host (MEDIA_IMPORT_ALLOW_LOOPBACK): loopback only, every other refused range stays refused.
 */
export function isFetchableAddress(address: string, allowLoopback: boolean): boolean {
  if (isIP(address) === 0) return false;
  const { address: plain, family } = unmapped(address);
  if (allowLoopback && LOOPBACK.check(plain, family)) return true;
  return !REFUSED.check(plain, family);
}
