import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard for the frame check: the function must never be used to reach our own network, the metadata
 * server or any non-public address. Special-purpose ranges per the IANA IPv4/IPv6 registries.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including the metadata server 169.254.169.254
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
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: would reach an embedded IPv4 address we cannot vet here
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4, same reason as NAT64
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopback(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * True when the address may be contacted. Loopback is allowed only when `allowLoopback` (the local emulator,
 * where the tests' pages live on 127.0.0.1); IPv4-mapped IPv6 addresses are judged as their IPv4 address.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (allowLoopback && isLoopback(address)) return true;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
