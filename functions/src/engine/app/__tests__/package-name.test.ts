import { describe, expect, it } from 'vitest';
import { ApkConfigError } from '../errors.js';
import { derivePackageName, validatePackageName } from '../package-name.js';

describe('derivePackageName', () => {
  it.each([
    ['https://www.example.co.in', 'in.co.example.app'],
    // Play refuses com.example., com.google., com.android.: a derived id steps out of them (docs/shell-contract.md "Package ids").
    ['https://example.com/path?q=1', 'com.example_.app'],
    ['https://maps.google.com/', 'com.google_.maps.app'],
    ['https://developer.android.com/', 'com.android_.developer.app'],
    ['https://example.org/', 'org.example.app'],
    ['https://googleusercontent.example/', 'example.googleusercontent.app'],
    ['http://shop.my-site.net:8080/', 'net.my_site.shop.app'],
    ['https://123go.io', 'io.x123go.app'],
    ['https://new.int.shop.com', 'com.shop.int_.new_.app'],
    ['https://bücher.example', 'example.xn__bcher_kva.app'],
    ['https://пример.рф', 'xn__p1ai.xn__e1afmkfd.app'],
    ['http://localhost:3000', 'localhost.app'],
    ['http://127.0.0.1/', 'x1.x0.x0.x127.app'],
    ['http://[::1]:8080/', 'x1.app'],
    ['https://WWW.SHOP.COM.', 'com.shop.app'],
  ])('%s -> %s', (url, expected) => {
    expect(derivePackageName(url)).toBe(expected);
    expect(validatePackageName(derivePackageName(url))).toBe(expected);
  });

  it('keeps long hosts under 100 characters by dropping the deepest subdomains', () => {
    const host = `${'sub'.repeat(20)}.${'deep'.repeat(15)}.${'x'.repeat(60)}.shop.com`;
    const name = derivePackageName(`https://${host}`);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.startsWith('com.shop.')).toBe(true);
    expect(name.endsWith('.app')).toBe(true);
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
    ['com..app', /empty part/],
    ['', /Please enter a package name/],
    ['com.2fast.app', /starts with a digit/],
    ['com.shop.app.', /empty part/],
    ['com.bücher.app', /only letters, digits and underscores/],
    ['com.shop.int', /reserved Java word/],
    // Reserved namespaces, named in the message.
    [
      'com.example.myapp',
      /^Package names starting with com\.example\. are reserved\. Google Play does not accept them\.$/,
    ],
    ['com.google.maps', /com\.google\./],
    ['com.android.chrome', /com\.android\./],
    ['android.app.shop', /android\./],
    ['androidx.shop.app', /androidx\./],
    ['Com.Google.Shop', /com\.google\./],
    ['com.google', /com\.google\./],
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
    expect(validatePackageName('com.shop.My_App2')).toBe('com.shop.My_App2');
    // Close to a reserved prefix is not in it.
    expect(validatePackageName('com.examples.app')).toBe('com.examples.app');
    expect(validatePackageName('com.googleplex_.app')).toBe('com.googleplex_.app');
    expect(validatePackageName('com.example_.app')).toBe('com.example_.app');
  });
});
