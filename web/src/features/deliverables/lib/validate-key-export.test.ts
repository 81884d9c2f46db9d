import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '@contracts/common-passwords';
import { validateKeyExport } from './validate-key-export';

const good = { password: 'correct horse', confirm: 'correct horse', accountPassword: 'pw', needsAccountPassword: true };

describe('validateKeyExport', () => {
  it('accepts a 10-character password typed twice, with the account password', () => {
    expect(validateKeyExport(good)).toBeNull();
    expect(
      validateKeyExport({ ...good, password: '😀🍕🌵🚲🎈😀🍕🌵🚲🎈🐘', confirm: '😀🍕🌵🚲🎈😀🍕🌵🚲🎈🐘' }),
    ).toBeNull();
    expect(validateKeyExport({ ...good, accountPassword: '', needsAccountPassword: false })).toBeNull();
  });

  it('names the first problem in field order', () => {
    expect(validateKeyExport({ ...good, password: '123456789', confirm: 'x' })).toEqual({
      field: 'password',
      message: 'Use at least 10 characters.',
    });
    expect(validateKeyExport({ ...good, password: 'x'.repeat(129), confirm: 'x'.repeat(129) })?.field).toBe('password');
    // The server's own list and patterns (contracts/common-passwords.ts), before the confirmation is compared.
    for (const weak of ['aaaaaaaaaa', 'Password123', '1234567890', 'qwertyuiop', 'abcabcabcabc', '9876543210'])
      expect(validateKeyExport({ ...good, password: weak, confirm: 'other' })).toEqual({
        field: 'password',
        message: WEAK_PASSWORD_MESSAGE,
      });
    expect(validateKeyExport({ ...good, confirm: 'correct horsE' })).toEqual({
      field: 'confirm',
      message: 'Passwords do not match',
    });
    expect(validateKeyExport({ ...good, accountPassword: '' })).toEqual({
      field: 'accountPassword',
      message: 'Please enter your password.',
    });
  });
});
