import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket.js';

describe('addressBucket', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:abcd:12::/64';
    for (const address of [
      '2001:db8:abcd:12::1',
      '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff',
      '[2001:db8:abcd:12:1:2:3:4]',
      '2001:db8:abcd:12::1%eth0',
      ' 2001:DB8:ABCD:12::9 ',
    ]) {
      expect(addressBucket(address), address).toBe(bucket);
    }
    expect(addressBucket('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
  });

  it('puts anything it cannot read in one bucket', () => {
    for (const junk of ['', 'unknown', 'example.com', '1.2.3', '2001:db8::1::2'])
      expect(addressBucket(junk)).toBe('unknown');
  });
});
