import { describe, expect, it } from 'vitest';
import { trimRequestValues, validateRequestForm } from './validate-request';

const valid = {
  url: 'https://shop.example.in',
  appName: 'Shop',
  email: 'a@b.in',
  phone: '',
  description: '',
  extraInstructions: '',
};

describe('validateRequestForm (docs/product.md §5 order)', () => {
  it.each(['', '   ', 'https://', ' https:// ', 'http://'])('1. URL %j is not a valid URL', (url) => {
    expect(validateRequestForm({ ...valid, url })).toEqual({ field: 'url', message: 'Please enter a valid URL.' });
  });

  it.each(['shop.example.in', 'ftp://shop.example.in', 'www.x.com'])('2. URL %j needs http(s)', (url) => {
    expect(validateRequestForm({ ...valid, url })).toEqual({
      field: 'url',
      message: 'URL must start with http:// or https://',
    });
  });

  it('3. then the app name', () => {
    expect(validateRequestForm({ ...valid, appName: '  ' })).toEqual({
      field: 'appName',
      message: 'Please enter an app name.',
    });
  });

  it('4. then the email', () => {
    expect(validateRequestForm({ ...valid, email: ' ' })).toEqual({
      field: 'email',
      message: 'Please enter an email.',
    });
  });

  it('reports the first failure when several fields are wrong', () => {
    expect(validateRequestForm({ ...valid, url: 'x.com', appName: '', email: '' })?.message).toBe(
      'URL must start with http:// or https://',
    );
    expect(validateRequestForm({ ...valid, appName: '', email: '' })?.field).toBe('appName');
  });

  it('accepts a complete form with an optional empty phone', () => {
    expect(validateRequestForm(valid)).toBeNull();
    expect(validateRequestForm({ ...valid, url: 'HTTP://Example.com/path?q=1' })).toBeNull();
  });

  it('trims every value before saving', () => {
    const trimmed = trimRequestValues({
      url: ' https://a.in ',
      appName: ' A ',
      email: ' e@x.in ',
      phone: ' 9 ',
      description: '\n d \n',
      extraInstructions: '  i ',
    });
    expect(trimmed).toEqual({
      url: 'https://a.in',
      appName: 'A',
      email: 'e@x.in',
      phone: '9',
      description: 'd',
      extraInstructions: 'i',
    });
  });
});
