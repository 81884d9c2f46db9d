import { describe, expect, it } from 'vitest';
import { ApkConfigError } from '../errors.js';
import { cleartextHosts, MAX_EXTRA_HOSTS, siteHosts, validateExtraHosts } from '../site-hosts.js';

describe('siteHosts: the registrable domain from the Public Suffix List', () => {
  it.each([
    ['https://www.example.co.in/x', ['example.co.in']],
    ['https://shop.example.com', ['example.com']],
    // Tenants of private suffixes are different sites.
    ['https://alice.github.io/shop', ['alice.github.io']],
    ['https://my-app.web.app', ['my-app.web.app']],
    ['https://docs.my-app.web.app', ['my-app.web.app']],
    // A public suffix itself, or a host without one: that host only.
    ['https://github.io/', ['=github.io']],
    ['http://localhost:3000', ['=localhost']],
    ['http://127.0.0.1/', ['127.0.0.1']],
    ['http://[::1]:8080/', ['[::1]']],
    ['https://bücher.example/', ['xn--bcher-kva.example']],
    ['https://EXAMPLE.COM./', ['example.com']],
  ])('%s -> %j', (url, expected) => {
    expect(siteHosts(new URL(url))).toEqual(expected);
  });
});

describe('cleartextHosts', () => {
  it('is empty for https, the host and its www/apex twin for http, exactly', () => {
    expect(cleartextHosts(new URL('https://example.com'))).toEqual([]);
    expect(cleartextHosts(new URL('http://example.com'))).toEqual(['example.com', 'www.example.com']);
    expect(cleartextHosts(new URL('http://www.example.com:8080/a'))).toEqual(['www.example.com', 'example.com']);
    expect(cleartextHosts(new URL('http://shop.example.org'))).toEqual(['shop.example.org']);
    expect(cleartextHosts(new URL('http://192.168.1.5/'))).toEqual(['192.168.1.5']);
  });
});

describe('validateExtraHosts', () => {
  const error = (value: unknown) => {
    try {
      validateExtraHosts(value);
    } catch (e) {
      if (e instanceof ApkConfigError) return e;
      throw e;
    }
    throw new Error('accepted');
  };

  it('normalises and de-duplicates hosts', () => {
    expect(validateExtraHosts(undefined)).toEqual([]);
    expect(validateExtraHosts([' Accounts.Google.com. ', 'accounts.google.com', 'pay.bücher.example'])).toEqual([
      'accounts.google.com',
      'pay.xn--bcher-kva.example',
    ]);
  });

  it('refuses what is not a single site host, naming it', () => {
    expect(error('accounts.google.com')).toMatchObject({
      field: 'extraHosts',
      message: 'Extra hosts must be a list of host names.',
    });
    expect(error(['https://accounts.google.com']).message).toMatch(/is not a host name/);
    expect(error(['accounts.google.com/path']).message).toMatch(/is not a host name/);
    expect(error(['accounts.google.com:443']).message).toMatch(/is not a host name/);
    expect(error(['user@accounts.google.com']).message).toMatch(/is not a host name/);
    expect(error(['*.google.com']).message).toMatch(/is not a host name/);
    expect(error(['localhost']).message).toMatch(/is not a host name/);
    expect(error(['10.0.0.1']).message).toMatch(/is an IP address/);
    expect(error(['']).message).toMatch(/is empty/);
    expect(error([5]).message).toMatch(/is empty/);
    // Public suffixes would keep whole swathes of the web inside the app.
    expect(error(['com']).message).toMatch(/is not a host name/);
    expect(error(['co.in']).message).toMatch(/shared by many sites/);
    expect(error(['github.io']).message).toMatch(/"github.io" is shared by many sites/);
    expect(error([`${'a'.repeat(250)}.com`]).message).toMatch(/is not a host name/);
    expect(error(Array.from({ length: MAX_EXTRA_HOSTS + 1 }, (_, i) => `h${i}.example.com`)).message).toBe(
      `List at most ${MAX_EXTRA_HOSTS} extra hosts.`,
    );
  });
});
