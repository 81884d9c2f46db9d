import { describe, expect, it } from 'vitest';
import { toRequestInput, validateRequestForm } from './validate-request';

const planIds = ['apk_basic', 'aab_bundle', 'other'];
const values = {
  url: 'https://shop.example.in',
  appName: 'Shop',
  email: 'a@b.in',
  phone: '',
  description: '',
  extraInstructions: '',
  extraHosts: '',
  pullToRefresh: true,
};
const check = (overrides: Partial<typeof values>, planId = 'aab_bundle', icon = '') =>
  validateRequestForm(toRequestInput({ ...values, ...overrides }, planId, icon), planIds);

describe('validateRequestForm (docs/product.md §5 order, then the shared checks)', () => {
  it.each(['', '   ', 'https://', ' https:// ', 'http://'])('1. URL %j is not a valid URL', (url) => {
    expect(check({ url })).toEqual({ field: 'url', message: 'Please enter a valid URL.' });
  });

  it.each(['shop.example.in', 'ftp://shop.example.in', 'www.x.com'])('2. URL %j needs http(s)', (url) => {
    expect(check({ url })).toEqual({ field: 'url', message: 'URL must start with http:// or https://' });
  });

  it('3. then the app name, 4. then the email', () => {
    expect(check({ appName: '  ' })).toEqual({ field: 'appName', message: 'Please enter an app name.' });
    expect(check({ email: ' ' })).toEqual({ field: 'email', message: 'Please enter an email.' });
  });

  it('reports the first failure when several fields are wrong', () => {
    expect(check({ url: 'x.com', appName: '', email: '' })?.message).toBe('URL must start with http:// or https://');
    expect(check({ appName: '', email: '' })?.field).toBe('appName');
  });

  it('refuses what the server refuses', () => {
    expect(check({ email: 'not-an-email' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect(check({ url: 'https://my shop.example.com' })).toEqual({
      field: 'url',
      message: 'Please enter a valid URL.',
    });
    expect(check({ phone: 'call me' })?.field).toBe('phone');
    expect(check({}, 'no_such_plan')?.field).toBe('planId');
    expect(check({}, 'aab_bundle', 'data:text/plain;base64,aGk=')?.field).toBe('iconDataUrl');
  });

  it('accepts a complete form with an optional empty phone', () => {
    expect(check({})).toBeNull();
    expect(check({ url: 'HTTP://Example.com/path?q=1' })).toBeNull();
  });

  it('trims every value before saving, and keeps the pull-to-refresh choice', () => {
    expect(
      toRequestInput(
        {
          url: ' https://a.in ',
          appName: ' A ',
          email: ' e@x.in ',
          phone: ' 9 ',
          description: '\n d \n',
          extraInstructions: '  i ',
          extraHosts: '',
          pullToRefresh: false,
        },
        'other',
        '',
      ),
    ).toEqual({
      url: 'https://a.in',
      appName: 'A',
      email: 'e@x.in',
      phone: '9',
      description: 'd',
      extraInstructions: 'i',
      planId: 'other',
      iconDataUrl: '',
      extraHosts: [],
      pullToRefresh: false,
    });
  });

  it('checks the extra-hosts field with the shared rule: one host per line, each named when refused', () => {
    expect(check({ extraHosts: 'pay.example-gateway.in\n https://kyc.example.com ' })).toBeNull();
    expect(toRequestInput({ ...values, extraHosts: 'a.example, b.example' }, 'aab_bundle', '').extraHosts).toEqual([
      'a.example',
      'b.example',
    ]);
    expect(check({ extraHosts: 'pay.example.com\naccounts.google.com' })).toEqual({
      field: 'extraHosts',
      message:
        '"accounts.google.com" is a sign-in provider. Its sign-in opens in the browser, so it cannot be an extra host.',
    });
    expect(check({ extraHosts: '203.0.113.9' })?.message).toBe(
      '"203.0.113.9" is an IP address. Enter a host like pay.example.com.',
    );
  });
});
