import { describe, expect, it } from 'vitest';
import { ApkConfigError } from '../errors.js';
import { derivePackageName, validatePackageName } from '../package-name.js';

describe('derivePackageName', () => {
  it.each([
    ['https://www.example.co.in', 'in.co.example.app'],
    ['https://example.com/path?q=1', 'com.example.app'],
    ['http://shop.my-site.net:8080/', 'net.my_site.shop.app'],
    ['https://123go.io', 'io.x123go.app'],
    ['https://new.int.example.com', 'com.example.int_.new_.app'],
    ['https://bücher.example', 'example.xn__bcher_kva.app'],
    ['https://пример.рф', 'xn__p1ai.xn__e1afmkfd.app'],
    ['http://localhost:3000', 'localhost.app'],
    ['http://127.0.0.1/', 'x1.x0.x0.x127.app'],
    ['http://[::1]:8080/', 'x1.app'],
    ['https://WWW.EXAMPLE.COM.', 'com.example.app'],
  ])('%s -> %s', (url, expected) => {
    expect(derivePackageName(url)).toBe(expected);
    expect(validatePackageName(derivePackageName(url))).toBe(expected);
  });

  it('keeps long hosts under 100 characters by dropping the deepest subdomains', () => {
    const host = `${'sub'.repeat(20)}.${'deep'.repeat(15)}.${'x'.repeat(60)}.example.com`;
    const name = derivePackageName(`https://${host}`);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.startsWith('com.example.')).toBe(true);
    expect(() => validatePackageName(name)).not.toThrow();
  });

  it('refuses what is not a URL', () => {
    expect(() => derivePackageName('not a url')).toThrow(ApkConfigError);
  });
});

describe('validatePackageName', () => {
  it.each([
    ['com', /at least two parts/],
    ['com.1app', /must start with a letter/],
    ['com.my-app', /must start with a letter/],
    ['com..app', /must start with a letter/],
    ['com.class.app', /reserved Java word/],
    [`com.${'a'.repeat(100)}`, /too long/],
  ])('refuses %s', (name, message) => {
    const error = (() => {
      try {
        validatePackageName(name);
      } catch (e) {
        return e as ApkConfigError;
      }
      throw new Error('accepted');
    })();
    expect(error).toBeInstanceOf(ApkConfigError);
    expect(error.field).toBe('packageName');
    expect(error.message).toMatch(message);
  });

  it('accepts ordinary ids', () => {
    expect(validatePackageName('com.example.My_App2')).toBe('com.example.My_App2');
  });
});
