import { describe, expect, it } from 'vitest';
import { completeWebsiteUrl } from '../website-url.js';

describe('completeWebsiteUrl', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(completeWebsiteUrl('  example.com ')).toBe('https://example.com');
    expect(completeWebsiteUrl('shop.example.in/start?x=1')).toBe('https://shop.example.in/start?x=1');
    expect(completeWebsiteUrl('//example.com')).toBe('https://example.com');
    expect(completeWebsiteUrl('localhost:3000')).toBe('https://localhost:3000');
  });

  it('keeps an address that names a scheme, so validation judges it as typed', () => {
    expect(completeWebsiteUrl('http://example.com')).toBe('http://example.com');
    expect(completeWebsiteUrl('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(completeWebsiteUrl('ftp://example.com')).toBe('ftp://example.com');
    expect(completeWebsiteUrl('   ')).toBe('');
  });
});
