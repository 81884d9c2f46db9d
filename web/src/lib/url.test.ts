import { describe, expect, it } from 'vitest';
import { appNameFromUrl, normalizeWebsiteUrl } from './url';

describe('normalizeWebsiteUrl (home and APK form, docs/product.md §5)', () => {
  it.each(['', '   '])('refuses %j', (input) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: false, message: 'Please enter a valid URL.' });
  });

  it('completes a missing prefix with https://', () => {
    expect(normalizeWebsiteUrl(' shop.example.in/menu ')).toEqual({ ok: true, url: 'https://shop.example.in/menu' });
    expect(normalizeWebsiteUrl('//example.com')).toEqual({ ok: true, url: 'https://example.com' });
  });

  it('keeps http and https as typed', () => {
    expect(normalizeWebsiteUrl('http://127.0.0.1:5000/x')).toEqual({ ok: true, url: 'http://127.0.0.1:5000/x' });
    expect(normalizeWebsiteUrl('HTTPS://Example.com')).toEqual({ ok: true, url: 'HTTPS://Example.com' });
  });

  it('refuses other schemes and hosts without a dot', () => {
    expect(normalizeWebsiteUrl('ftp://example.com').ok).toBe(false);
    expect(normalizeWebsiteUrl('https://').ok).toBe(false);
    expect(normalizeWebsiteUrl('hello').ok).toBe(false);
    expect(normalizeWebsiteUrl('localhost:3000').ok).toBe(true);
  });
});

describe('appNameFromUrl', () => {
  it('reads the main label of the host', () => {
    expect(appNameFromUrl('https://www.my-shop.in/x')).toBe('My Shop');
    expect(appNameFromUrl('https://news.example.co')).toBe('Example');
    expect(appNameFromUrl('not a url')).toBe('My App');
  });

  it('never names an app "0" or after an IP address', () => {
    expect(appNameFromUrl('http://10.0.0.1/')).toBe('My App');
    expect(appNameFromUrl('http://[::1]:8080/')).toBe('My App');
    expect(appNameFromUrl('http://localhost:5000/')).toBe('Localhost');
    expect(appNameFromUrl('https://123.in')).toBe('My App');
  });
});
