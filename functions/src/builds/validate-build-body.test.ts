import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../__tests__/fixtures.js';
import { MAX_BODY_BYTES, parseBuildBody } from './validate-build-body.js';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));
const valid = {
  url: ' https://shop.example.com/start?x=1 ',
  'app-name': '  My Shop ',
  'owner-name': 'Asha',
  'contact-email': 'asha@example.com',
  'phone-number': '+91 98765 43210',
  userId: 'user-1',
};

function messageOf(value: unknown): string {
  try {
    parseBuildBody(body(value));
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
  return 'accepted';
}

describe('parseBuildBody', () => {
  it('trims and returns the fields of the body', () => {
    expect(parseBuildBody(body(valid))).toEqual({
      url: 'https://shop.example.com/start?x=1',
      appName: 'My Shop',
      ownerName: 'Asha',
      contactEmail: 'asha@example.com',
      phoneNumber: '+91 98765 43210',
      userId: 'user-1',
      icon: undefined,
      packageName: undefined,
      confirmSite: false,
      options: {},
    });
  });

  it('reads the app options, keeping only those that are set', () => {
    const options = parseBuildBody(
      body({
        ...valid,
        'theme-color': '#0A7A5C',
        'background-color': '',
        orientation: 'portrait',
        permissions: { camera: true, location: false },
        'version-name': ' 2.1 ',
        'extra-hosts': ['Pay.Example-Gateway.in', 'https://kyc.example.com/'],
        'pull-to-refresh': false,
      }),
    ).options;
    expect(options).toEqual({
      themeColor: '#0a7a5c',
      orientation: 'portrait',
      permissions: { camera: true, location: false },
      versionName: '2.1',
      extraHosts: ['pay.example-gateway.in', 'kyc.example.com'],
      pullToRefresh: false,
    });
    // Absent, empty and on are the defaults: nothing passed to the engine.
    expect(parseBuildBody(body({ ...valid, 'extra-hosts': [], 'pull-to-refresh': true })).options).toEqual({});
  });

  it('reads the package name asked for (empty means the default) and the site confirmation', () => {
    expect(parseBuildBody(body({ ...valid, 'package-name': ' in.shop.app ', 'confirm-site': true }))).toMatchObject({
      packageName: 'in.shop.app',
      confirmSite: true,
    });
    expect(parseBuildBody(body({ ...valid, 'package-name': '  ' }))).toMatchObject({ packageName: undefined });
  });

  it('needs only url and userId; the app name comes from the address, never from an IP', () => {
    expect(parseBuildBody(body({ url: 'http://192.168.1.20:8080/', userId: 'u' })).appName).toBe('My App');
    expect(parseBuildBody(body({ url: 'https://www.example.org', userId: 'u' }))).toMatchObject({
      appName: 'Example',
      ownerName: '',
      contactEmail: '',
      phoneNumber: '',
    });
  });

  it('decodes the optional app-icon', () => {
    const parsed = parseBuildBody(
      body({ ...valid, 'app-icon': `data:image/png;base64,${TINY_PNG.toString('base64')}` }),
    );
    expect(Buffer.from(parsed.icon!)).toEqual(TINY_PNG);
  });

  it.each([
    [{ ...valid, url: undefined }, 'invalid-argument: Please enter a valid URL.'],
    [{ ...valid, url: '   ' }, 'invalid-argument: Please enter a valid URL.'],
    [{ ...valid, url: 'https://' }, 'invalid-argument: Please enter a valid URL.'],
    [{ ...valid, url: 'ftp://example.com' }, 'invalid-argument: URL must start with http:// or https://'],
    [{ ...valid, url: 'example.com' }, 'invalid-argument: URL must start with http:// or https://'],
    [{ ...valid, url: 'https://exa mple.com' }, 'invalid-argument: Please enter a valid URL.'],
    [
      { ...valid, url: `https://example.com/${'a'.repeat(2048)}` },
      'invalid-argument: URL must be at most 2048 characters.',
    ],
    [{ ...valid, userId: undefined }, 'invalid-argument: userId is required.'],
    [{ ...valid, userId: 7 }, 'invalid-argument: userId is required.'],
    [{ ...valid, 'contact-email': 'nobody' }, 'invalid-argument: Please enter a valid email address'],
    [{ ...valid, 'app-name': 'x'.repeat(101) }, 'invalid-argument: App name must be at most 100 characters.'],
    [{ ...valid, 'app-name': ['array'] }, 'invalid-argument: App name must be text.'],
    [{ ...valid, 'phone-number': '1'.repeat(33) }, 'invalid-argument: Phone number must be at most 32 characters.'],
    [
      { ...valid, 'app-icon': 'data:image/gif;base64,R0lG' },
      'invalid-argument: Invalid file format. Please upload a PNG or JPG image.',
    ],
    [{ ...valid, 'package-name': 7 }, 'invalid-argument: Package name must be text.'],
    [
      { ...valid, 'package-name': `in.${'a'.repeat(100)}` },
      'invalid-argument: Package name is too long. Use at most 100 characters.',
    ],
    [{ ...valid, 'confirm-site': 'yes' }, 'invalid-argument: confirm-site must be true or false.'],
    [{ ...valid, 'theme-color': 'red' }, 'invalid-argument: Theme colour must be a hex colour like #0a7a5c.'],
    [
      { ...valid, 'background-color': '#12345' },
      'invalid-argument: Splash background colour must be a hex colour like #0a7a5c.',
    ],
    [{ ...valid, orientation: 'sideways' }, 'invalid-argument: Orientation must be any, portrait or landscape.'],
    [
      { ...valid, permissions: { contacts: true } },
      'invalid-argument: permissions must be an object of camera, microphone and location.',
    ],
    [{ ...valid, 'version-name': 'v'.repeat(101) }, 'invalid-argument: Version name must be at most 100 characters.'],
    [{ ...valid, 'extra-hosts': 'pay.example.com' }, 'invalid-argument: Extra hosts must be a list of host names.'],
    [
      { ...valid, 'extra-hosts': ['pay.example.com', 'web.app'] },
      'invalid-argument: "web.app" is shared by many sites and cannot be listed. Enter the host of one site.',
    ],
    [
      { ...valid, 'extra-hosts': ['appleid.apple.com'] },
      'invalid-argument: "appleid.apple.com" is a sign-in provider. Its sign-in opens in the browser, so it cannot be an extra host.',
    ],
    [{ ...valid, 'pull-to-refresh': 'no' }, 'invalid-argument: pull-to-refresh must be true or false.'],
    [['not', 'an', 'object'], 'invalid-argument: The request body must be a JSON object.'],
    [null, 'invalid-argument: The request body must be a JSON object.'],
  ])('refuses %j', (value, expected) => {
    expect(messageOf(value)).toBe(expected);
  });

  it('refuses non-JSON and oversized bodies', () => {
    expect(() => parseBuildBody(Buffer.from('url=https://x'))).toThrow('The request body must be JSON.');
    expect(() => parseBuildBody(Buffer.alloc(MAX_BODY_BYTES + 1, 0x20))).toThrow(/too large/);
  });
});
