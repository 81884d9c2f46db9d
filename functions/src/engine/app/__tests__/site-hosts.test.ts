import { describe, expect, it } from 'vitest';
import { ApkConfigError } from '../errors.js';
import { MAX_EXTRA_HOSTS } from '../../../contracts/extra-hosts.js';
import { appLinkHosts, cleartextHosts, siteHosts, validateExtraHosts } from '../site-hosts.js';

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

describe('appLinkHosts: what the App Links filter claims', () => {
  it.each([
    // The start host, then the apex and its www twin, then the owner's hosts.
    ['https://shop.example.co.in/', [], ['shop.example.co.in', 'example.co.in', 'www.example.co.in']],
    ['https://www.example.co.in/x', [], ['www.example.co.in', 'example.co.in']],
    ['https://example.com', ['pay.example-gateway.in'], ['example.com', 'www.example.com', 'pay.example-gateway.in']],
    ['https://alice.github.io/shop', [], ['alice.github.io', 'www.alice.github.io']],
    // No registrable domain: the host alone.
    ['https://github.io/', [], ['github.io']],
    ['http://localhost:3000', [], ['localhost']],
    ['http://192.168.1.5/', [], ['192.168.1.5']],
  ])('%s with %j -> %j', (url, extra, expected) => {
    expect(appLinkHosts(new URL(url), extra)).toEqual(expected);
  });
});

describe('validateExtraHosts: the contracts rule with the Public Suffix List', () => {
  const error = (value: unknown) => {
    try {
      validateExtraHosts(value);
    } catch (e) {
      if (e instanceof ApkConfigError) return e;
      throw e;
    }
    throw new Error('accepted');
  };

  it('normalises and de-duplicates hosts, an https:// prefix allowed', () => {
    expect(validateExtraHosts(undefined)).toEqual([]);
    expect(validateExtraHosts([' Pay.Example.com. ', 'https://pay.example.com/', 'pay.bücher.example'])).toEqual([
      'pay.example.com',
      'pay.xn--bcher-kva.example',
    ]);
  });

  it('refuses what is not one https site host, naming it', () => {
    expect(error('pay.example.com')).toMatchObject({
      field: 'extraHosts',
      message: 'Extra hosts must be a list of host names.',
    });
    expect(error(['http://pay.example.com']).message).toMatch(/"http:\/\/pay.example.com" is not https/);
    expect(error(['pay.example.com/path']).message).toMatch(/is not a host name/);
    expect(error(['pay.example.com:443']).message).toMatch(/is not a host name/);
    expect(error(['user@pay.example.com']).message).toMatch(/is not a host name/);
    expect(error(['*.example.com']).message).toMatch(/is not a host name/);
    expect(error(['localhost']).message).toMatch(/is not a host name/);
    expect(error(['10.0.0.1']).message).toMatch(/"10.0.0.1" is an IP address/);
    expect(error(['']).message).toMatch(/is empty/);
    expect(error([5]).message).toMatch(/must be a list of host names/);
    expect(error(['accounts.google.com']).message).toMatch(/"accounts.google.com" is a sign-in provider/);
    // Public suffixes would keep whole swathes of the web inside the app.
    expect(error(['com']).message).toMatch(/is not a host name/);
    expect(error(['co.in']).message).toMatch(/shared by many sites/);
    expect(error(['github.io']).message).toMatch(/"github.io" is shared by many sites/);
    expect(error(['web.app']).message).toMatch(/"web.app" is shared by many sites/);
    expect(error([`${'a'.repeat(250)}.com`]).message).toMatch(/is not a host name/);
    expect(error(Array.from({ length: MAX_EXTRA_HOSTS + 1 }, (_, i) => `h${i}.example.com`)).message).toBe(
      'List at most 10 extra hosts.',
    );
  });
});
