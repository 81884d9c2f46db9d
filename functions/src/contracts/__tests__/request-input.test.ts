import { describe, expect, it } from 'vitest';
import { requestInput } from '../__fixtures__/records.js';
import { EXTRA_HOST_MESSAGES } from '../extra-hosts.js';
import { ICON_MAX_BYTES } from '../limits.js';
import {
  checkIconDataUrl,
  checkWebsiteUrl,
  isValidEmail,
  isValidPhone,
  pullToRefreshOf,
  REQUEST_INPUT_FIELDS,
  REQUEST_INPUT_MESSAGES as M,
  trimRequestInput,
  validateRequestInput,
  type RequestInput,
} from '../request-input.js';

const PLAN_IDS = ['apk_basic', 'aab_bundle', 'other'];
const check = (overrides: Partial<RequestInput>) => validateRequestInput(requestInput(overrides), PLAN_IDS);

/** A data URL whose payload decodes to exactly `bytes` bytes, starting with the format's signature. */
function icon(type: 'png' | 'jpeg', bytes: number): string {
  const data = Buffer.alloc(bytes, 7);
  Buffer.from(type === 'png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff, 0xe0]).copy(data);
  return `data:image/${type};base64,${data.toString('base64')}`;
}

describe('validateRequestInput: the spec order first (docs/product.md §5)', () => {
  it.each(['', 'https://', 'http://', 'HTTPS://'])('1. URL %j is not a valid URL', (url) => {
    expect(check({ url })).toEqual({ field: 'url', message: 'Please enter a valid URL.' });
  });

  it.each(['shop.example.in', 'ftp://shop.example.in', 'www.x.com'])('2. URL %j needs http(s)', (url) => {
    expect(check({ url })).toEqual({ field: 'url', message: 'URL must start with http:// or https://' });
  });

  it('3. then the app name, 4. then the email', () => {
    expect(check({ appName: '' })).toEqual({ field: 'appName', message: 'Please enter an app name.' });
    expect(check({ email: '' })).toEqual({ field: 'email', message: 'Please enter an email.' });
  });

  it('reports the spec checks before any other problem', () => {
    // A malformed URL is reported only after the app name and email are present.
    expect(check({ url: 'https://my shop.example.com', appName: '' })?.field).toBe('appName');
    expect(check({ url: 'https://my shop.example.com', email: '' })?.field).toBe('email');
    expect(check({ url: 'x.com', appName: '', email: '' })?.message).toBe(M.urlScheme);
  });

  it('accepts a complete request, the optional phone empty', () => {
    expect(check({})).toBeNull();
    expect(check({ url: 'HTTP://Example.com/path?q=1#top', phone: '+91 98765-43210' })).toBeNull();
  });
});

describe('the checks the form used to skip', () => {
  it("refuses 'not-an-email' and other addresses without a dotted domain", () => {
    for (const email of ['not-an-email', 'a@b', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', 'a@@b.c', '@b.c'])
      expect(check({ email }), email).toEqual({ field: 'email', message: 'Please enter a valid email address' });
    for (const email of ['a@b.co', 'first.last+tag@mail.example.co.in', 'x@xn--p1ai.xn--p1ai'])
      expect(isValidEmail(email), email).toBe(true);
    expect(isValidEmail(`${'a'.repeat(309)}@example.com`)).toBe(false);
  });

  it("refuses 'https://my shop.example.com' and other addresses that are not a public site", () => {
    for (const url of [
      'https://my shop.example.com',
      'https://shop.example.com/a b',
      'https://localhost:5000',
      'https://127.0.0.1',
      'https://[::1]/',
      'https://intranet/',
      'https://-bad.example.com',
      'https://shop.123',
      'https://user:pass@shop.example.com',
      'https://',
      'https:// shop.example.com',
    ])
      expect(checkWebsiteUrl(url), url).not.toBeNull();
    expect(check({ url: 'https://my shop.example.com' })).toEqual({ field: 'url', message: M.invalidUrl });
    for (const url of ['https://shop.example.com:8443/x', 'http://मेरी.भारत/', 'https://a.b.co.uk/?q=a+b'])
      expect(checkWebsiteUrl(url), url).toBeNull();
    expect(checkWebsiteUrl(`https://shop.example.com/${'a'.repeat(2048)}`)).toBe(M.urlTooLong);
  });

  it('bounds the lengths of the texts', () => {
    expect(check({ appName: 'a'.repeat(100) })).toBeNull();
    expect(check({ appName: 'a'.repeat(101) })).toEqual({ field: 'appName', message: M.appNameTooLong });
    expect(check({ description: 'd'.repeat(5000), extraInstructions: 'i'.repeat(5000) })).toBeNull();
    expect(check({ description: 'd'.repeat(5001) })?.field).toBe('description');
    expect(check({ extraInstructions: 'i'.repeat(5001) })?.field).toBe('extraInstructions');
  });

  it('checks the optional phone', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '(022) 2345-6789', '+1.415.555.0100'])
      expect(isValidPhone(phone), phone).toBe(true);
    for (const phone of ['call me', '12345', '+91 98765 43210 98765', '98765abc', '+', '-9876543210'])
      expect(check({ phone }), phone).toEqual({ field: 'phone', message: M.invalidPhone });
  });

  it('needs a plan of the catalog', () => {
    expect(check({ planId: 'free_forever' })).toEqual({ field: 'planId', message: 'Please choose a plan.' });
    expect(check({ planId: 'other' })).toBeNull();
  });

  it('accepts a PNG or JPEG icon of at most 204800 bytes, by its bytes as well as its type', () => {
    expect(checkIconDataUrl('')).toBeNull();
    for (const bytes of [1 * 8, ICON_MAX_BYTES - 1, ICON_MAX_BYTES - 2, ICON_MAX_BYTES]) {
      expect(checkIconDataUrl(icon('png', bytes)), `png ${bytes}`).toBeNull();
      expect(checkIconDataUrl(icon('jpeg', bytes)), `jpeg ${bytes}`).toBeNull();
    }
    expect(check({ iconDataUrl: icon('png', ICON_MAX_BYTES + 1) })).toEqual({
      field: 'iconDataUrl',
      message: 'Icon too large. Please upload an image under 200KB.',
    });
    expect(checkIconDataUrl(`data:image/png;base64,${'A'.repeat(50 * 1024 * 1024)}`)).toBe(M.iconTooLarge);
  });

  it('refuses icons that are not PNG or JPEG data URLs', () => {
    const jpegBytesCalledPng = icon('jpeg', 64).replace('image/jpeg', 'image/png');
    for (const dataUrl of [
      'data:image/webp;base64,UklGRg==',
      'data:text/plain;base64,aGVsbG8=',
      'data:image/png,not-base64',
      'data:image/png;base64,iVBORw0KGgo',
      'data:image/png;base64,iVBO Rw0KGgo=',
      jpegBytesCalledPng,
      'https://example.com/icon.png',
    ])
      expect(checkIconDataUrl(dataUrl), dataUrl).toBe(M.iconFormat);
  });
});

describe('validateRequestInput: extra hosts (contracts/extra-hosts.ts)', () => {
  it('accepts up to ten https hosts and refuses the first bad one, naming it', () => {
    expect(check({ extraHosts: ['pay.example-gateway.in', 'https://kyc.example.com'] })).toBeNull();
    expect(check({ extraHosts: ['pay.example.com', 'accounts.google.com'] })).toEqual({
      field: 'extraHosts',
      message: EXTRA_HOST_MESSAGES.identityProvider('accounts.google.com'),
    });
    expect(check({ extraHosts: ['192.168.1.1'] })?.message).toContain('"192.168.1.1" is an IP address');
  });

  it("uses the caller's Public Suffix List when it has one", () => {
    const input = requestInput({ extraHosts: ['myshop.web.app', 'web.app'] });
    expect(validateRequestInput(input, PLAN_IDS)).toBeNull();
    expect(validateRequestInput(input, PLAN_IDS, (host) => host === 'web.app')).toEqual({
      field: 'extraHosts',
      message: EXTRA_HOST_MESSAGES.shared('web.app'),
    });
  });
});

describe('pullToRefresh (docs/shell-contract.md "Pull to refresh")', () => {
  it('is a field createRequest accepts, and the check passes either way', () => {
    expect(REQUEST_INPUT_FIELDS).toContain('pullToRefresh');
    expect(check({ pullToRefresh: false })).toBeNull();
    expect(check({ pullToRefresh: true })).toBeNull();
  });

  it('reads a boolean as it is and absent as on; anything else is null (refused), never taken as on or off', () => {
    expect(pullToRefreshOf(true)).toBe(true);
    expect(pullToRefreshOf(false)).toBe(false);
    expect(pullToRefreshOf(undefined)).toBe(true);
    for (const value of [null, 'false', 'true', 0, 1, {}, [false]])
      expect(pullToRefreshOf(value), String(value)).toBeNull();
  });

  it('names the field in its refusal', () => {
    expect(M.pullToRefreshNotBoolean).toContain('pullToRefresh');
  });
});

describe('trimRequestInput', () => {
  it('trims every text and keeps the icon, the hosts and the pull-to-refresh choice as they are', () => {
    const dataUrl = icon('png', 16);
    expect(
      trimRequestInput({
        url: ' https://a.in ',
        appName: ' A ',
        email: ' e@x.in ',
        phone: ' 98765 43210 ',
        description: '\n d \n',
        extraInstructions: '  i ',
        planId: ' other ',
        iconDataUrl: dataUrl,
        extraHosts: [' pay.example.com'],
        pullToRefresh: false,
      }),
    ).toEqual({
      url: 'https://a.in',
      appName: 'A',
      email: 'e@x.in',
      phone: '98765 43210',
      description: 'd',
      extraInstructions: 'i',
      planId: 'other',
      iconDataUrl: dataUrl,
      extraHosts: [' pay.example.com'],
      pullToRefresh: false,
    });
  });
});
