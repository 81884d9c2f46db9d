import { isIP } from 'node:net';

/** The 8 groups of an IPv6 address (`::` expanded, a trailing dotted quad converted), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
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

/**
 * Whom an address stands for, for counting (docs/api.md "Abuse controls"): an IPv4 address itself, an IPv6 address by
 * its /64 (one subscriber's line or host: a single machine can take any address of its /64 at will, so counting full
 * addresses would count nothing), an IPv4-mapped IPv6 address as its IPv4. Anything unparseable shares one bucket.
 */
export function addressBucket(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIP(bare) === 4) return bare;
  if (isIP(bare) !== 6) return 'unknown';
  const groups = ipv6Groups(bare);
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
