import { describe, expect, it } from 'vitest';
import { normalizeWebsiteUrl } from './url';

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
