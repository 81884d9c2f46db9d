import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard for the frame check: the function must never be used to reach our own network, the metadata
 * server or any non-public address. Special-purpose ranges per the IANA IPv4/IPv6 registries.
 */
const NON_PUBLIC_IPV4 = new BlockList();
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
  NON_PUBLIC_IPV4.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6 is judged by allow-list: only global unicast (2000::/3) may be contacted, minus its special blocks. Everything
 * else (loopback, unspecified, IPv4-compatible ::/96, SIIT ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48,
 * unique-local, site-local, link-local, multicast...) is refused without having to be listed.
 */
const GLOBAL_UNICAST_IPV6 = new BlockList();
GLOBAL_UNICAST_IPV6.addSubnet('2000::', 3, 'ipv6');
const NON_PUBLIC_GLOBAL_IPV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, including Teredo 2001::/32, which embeds an IPv4 address
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address we cannot vet here
  ['3fff::', 20], // documentation (RFC 9637)
] as const) {
  NON_PUBLIC_GLOBAL_IPV6.addSubnet(network, prefix, 'ipv6');
}

/** The 8 groups of an IPv6 address (with `::` expanded and a trailing dotted quad converted), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const octets = (dotted[2] as string).split('.').map(Number);
    text = `${dotted[1]}${(((octets[0] ?? 0) << 8) | (octets[1] ?? 0)).toString(16)}:${(((octets[2] ?? 0) << 8) | (octets[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if ((tail === undefined && missing !== 0) || missing < 0) return null;
  return [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

/** `::ffff:a.b.c.d` (also written `::ffff:XXXX:XXXX`) is an IPv4 address in IPv6 clothing: returns that IPv4. */
function ipv4MappedAddress(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups || groups.length !== 8 || groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff)
    return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** An IPv4-mapped IPv6 address becomes its IPv4 address; anything else stays as it is. */
function canonical(address: string): { address: string; family: 4 | 6 } | null {
  const family = isIP(address);
  if (family === 4) return { address, family };
  if (family !== 6) return null;
  const mapped = ipv4MappedAddress(address);
  return mapped ? { address: mapped, family: 4 } : { address, family: 6 };
}

export function isLoopback(address: string): boolean {
  const ip = canonical(address);
  if (!ip) return false;
  return ip.family === 4 ? ip.address.startsWith('127.') : ipv6Groups(ip.address)?.join(':') === '0:0:0:0:0:0:0:1';
}

/**
 * True when the address may be contacted. Loopback is allowed only when `allowLoopback` (the local emulator,
 * where the tests' pages live on 127.0.0.1); IPv4-mapped IPv6 addresses are judged as their IPv4 address.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const ip = canonical(address);
  if (!ip) return false;
  if (allowLoopback && isLoopback(ip.address)) return true;
  if (ip.family === 4) return !NON_PUBLIC_IPV4.check(ip.address, 'ipv4');
  return GLOBAL_UNICAST_IPV6.check(ip.address, 'ipv6') && !NON_PUBLIC_GLOBAL_IPV6.check(ip.address, 'ipv6');
}

/**
 * Only the web's standard ports may be checked (docs/api.md "GET /api/frame-check"), so the check cannot probe other
 * services on a public host. In the emulator, loopback pages (the tests' sites) may use any port.
 */
export function isAllowedPort(url: URL, allowLoopback: boolean): boolean {
  if (url.port === '' || url.port === '80' || url.port === '443') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return allowLoopback && (host === 'localhost' || isLoopback(host));
}
