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

  it('reads the main label of the host, and an address it cannot read gives the default', () => {
    expect(appNameFromUrl('https://www.my-shop.in/x')).toBe('My Shop');
    expect(appNameFromUrl('http://localhost:5000/')).toBe('Localhost');
    expect(appNameFromUrl('not a url')).toBe('My App');
  });

  it('never names an app "0" or after an IP address', () => {
    expect(appNameFromUrl('http://10.0.0.1/')).toBe('My App');
    expect(appNameFromUrl('http://[::1]:8080/')).toBe('My App');
    expect(appNameFromUrl('https://123.in')).toBe('My App');
  });
});
