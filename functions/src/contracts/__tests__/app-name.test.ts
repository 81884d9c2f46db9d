import { describe, expect, it } from 'vitest';
import { appNameFromUrl } from '../app-name.js';

describe('appNameFromUrl', () => {
  it("names the site after its own label, under a country's second level too", () => {
    expect(appNameFromUrl('https://www.my-shop.co.in/start')).toBe('My Shop');
    expect(appNameFromUrl('https://tea-house.com.au')).toBe('Tea House');
    expect(appNameFromUrl('https://shop.kirana.org.in')).toBe('Kirana');
    expect(appNameFromUrl('https://www.my-shop.in')).toBe('My Shop');
  });

  it('keeps a two-letter top-level label that is not a second level as the site', () => {
    expect(appNameFromUrl('https://news.example.co')).toBe('Example');
    expect(appNameFromUrl('https://blog.example.io')).toBe('Example');
    expect(appNameFromUrl('https://co.in')).toBe('Co');
  });
});
