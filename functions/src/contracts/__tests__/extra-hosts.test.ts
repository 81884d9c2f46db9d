import { describe, expect, it } from 'vitest';
import {
  checkExtraHosts,
  EXTRA_HOST_MESSAGES as M,
  MAX_EXTRA_HOSTS,
  parseExtraHost,
  splitExtraHosts,
} from '../extra-hosts.js';

describe('the extra-hosts rule', () => {
  it('accepts hosts as typed, an https:// prefix included, as lower-case punycode', () => {
    expect(parseExtraHost('pay.example-gateway.in')).toEqual({ host: 'pay.example-gateway.in' });
    expect(parseExtraHost('  HTTPS://Pay.Example.COM/ ')).toEqual({ host: 'pay.example.com' });
    expect(parseExtraHost('kyc.example.')).toEqual({ host: 'kyc.example' });
    expect(parseExtraHost('zahlung.bücher.example')).toEqual({ host: 'zahlung.xn--bcher-kva.example' });
  });

  it('refuses what is not an https host, naming it', () => {
    expect(parseExtraHost('')).toEqual({ problem: M.empty });
    expect(parseExtraHost('http://pay.example.com')).toEqual({ problem: M.notHttps('http://pay.example.com') });
    for (const typed of [
      'ftp://pay.example.com',
      'pay.example.com/checkout',
      'pay.example.com:8443',
      'pay.example.com:443',
      'user@pay.example.com',
      'pay example.com',
      '*.example.com',
      'localhost',
      'a'.repeat(254),
      'exa_mple..com',
    ]) {
      expect(parseExtraHost(typed), typed).toEqual({ problem: M.notHost(typed.slice(0, 80)) });
    }
  });

  it('refuses IP addresses in every spelling the URL parser reads as one', () => {
    for (const typed of ['10.0.0.1', '0x7f.1', '2130706433', '[::1]', 'https://[2001:db8::1]/'])
      expect(parseExtraHost(typed), typed).toEqual({ problem: M.ipAddress(typed) });
  });

  it('refuses identity providers and the domains that contain them', () => {
    for (const typed of [
      'accounts.google.com',
      'google.com',
      'www.facebook.com',
      'facebook.com',
      'appleid.apple.com',
      'apple.com',
      'login.microsoftonline.com',
      'login.live.com',
    ])
      expect(parseExtraHost(typed), typed).toEqual({ problem: M.identityProvider(typed) });
    // Neighbours that are not sign-in pages are ordinary hosts.
    expect(parseExtraHost('pay.google.com')).toEqual({ host: 'pay.google.com' });
  });

  it("refuses public suffixes: a country's second level alone, or the caller's Public Suffix List", () => {
    expect(parseExtraHost('co.in')).toEqual({ problem: M.shared('co.in') });
    expect(parseExtraHost('github.io')).toEqual({ host: 'github.io' });
    expect(parseExtraHost('github.io', (host) => host === 'github.io')).toEqual({ problem: M.shared('github.io') });
  });

  it('checks a list: at most ten, every item a string, duplicates dropped, the first problem reported', () => {
    expect(checkExtraHosts(undefined)).toEqual({ hosts: [] });
    expect(checkExtraHosts(['a.example', 'A.example', 'b.example'])).toEqual({ hosts: ['a.example', 'b.example'] });
    expect(checkExtraHosts('a.example')).toEqual({ problem: M.notList });
    expect(checkExtraHosts(['a.example', 5])).toEqual({ problem: M.notList });
    const eleven = Array.from({ length: MAX_EXTRA_HOSTS + 1 }, (_, i) => `h${i}.example`);
    expect(checkExtraHosts(eleven)).toEqual({ problem: M.tooMany });
    expect(checkExtraHosts(eleven.slice(1))).toEqual({ hosts: eleven.slice(1) });
    expect(checkExtraHosts(['ok.example', '10.0.0.1', 'google.com'])).toEqual({ problem: M.ipAddress('10.0.0.1') });
  });

  it("splits a form field's text into hosts", () => {
    expect(splitExtraHosts(' pay.example.com,\nkyc.example  video.example ,, ')).toEqual([
      'pay.example.com',
      'kyc.example',
      'video.example',
    ]);
    expect(splitExtraHosts('   ')).toEqual([]);
  });
});
