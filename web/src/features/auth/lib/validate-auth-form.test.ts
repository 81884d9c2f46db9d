import { describe, expect, it } from 'vitest';
import { validateAuthForm } from './validate-auth-form';

const values = (overrides: Partial<{ email: string; password: string; confirmPassword: string }> = {}) => ({
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  ...overrides,
});

describe('validateAuthForm (docs/product.md §5)', () => {
  it.each(['', 'asha', 'asha@example', '@example.com', 'asha@.com ', 'a b@example.com'])(
    'rejects the email %j',
    (email) => {
      expect(validateAuthForm('login', values({ email }))).toEqual({
        field: 'email',
        message: 'Please enter a valid email address',
      });
    },
  );

  it('accepts text, @, text, dot, text', () => {
    expect(validateAuthForm('login', values({ email: 'a@b.co' }))).toBeNull();
  });

  it('checks the email before the password', () => {
    expect(validateAuthForm('login', values({ email: 'bad', password: '1' }))?.field).toBe('email');
  });

  it('needs at least 6 password characters on login and signup', () => {
    const expected = { field: 'password', message: 'Password must be at least 6 characters long' };
    expect(validateAuthForm('login', values({ password: '12345' }))).toEqual(expected);
    expect(validateAuthForm('signup', values({ password: '12345', confirmPassword: '12345' }))).toEqual(expected);
    expect(validateAuthForm('login', values({ password: '123456' }))).toBeNull();
  });

  it('requires the confirmation to match on signup only, after the length check', () => {
    expect(validateAuthForm('signup', values({ confirmPassword: 'secret2' }))).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
    expect(validateAuthForm('login', values({ confirmPassword: 'other' }))).toBeNull();
    expect(validateAuthForm('signup', values({ password: '123', confirmPassword: 'x' }))?.field).toBe('password');
  });

  it('checks only the email in reset mode', () => {
    expect(validateAuthForm('reset', values({ password: '' }))).toBeNull();
    expect(validateAuthForm('reset', values({ email: 'nope' }))?.message).toBe('Please enter a valid email address');
  });
});
