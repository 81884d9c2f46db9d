import { describe, expect, it } from 'vitest';
import { validateAccountDeletion } from './validate-account-deletion';

describe('validateAccountDeletion (docs/product.md §5)', () => {
  const base = {
    accountEmail: 'Asha@Example.com',
    typedEmail: 'asha@example.com',
    password: 'secret1',
    needsPassword: true,
  };

  it('accepts the account email trimmed and in any case', () => {
    expect(validateAccountDeletion({ ...base, typedEmail: '  ASHA@example.COM ' })).toBeNull();
  });

  it('refuses another email first', () => {
    expect(validateAccountDeletion({ ...base, typedEmail: 'someone@example.com', password: '' })).toEqual({
      field: 'email',
      message: 'Please type your account email exactly to confirm.',
    });
  });

  it('needs the password for password accounts only', () => {
    expect(validateAccountDeletion({ ...base, password: '' })).toEqual({
      field: 'password',
      message: 'Please enter your password.',
    });
    expect(validateAccountDeletion({ ...base, password: '', needsPassword: false })).toBeNull();
  });

  it('refuses when the account has no email at all', () => {
    expect(validateAccountDeletion({ ...base, accountEmail: null, typedEmail: '' })?.field).toBe('email');
  });
});
