import { describe, expect, it } from 'vitest';
import { validateKeyExport } from './validate-key-export';

const good = { password: 'correct horse', confirm: 'correct horse', accountPassword: 'pw', needsAccountPassword: true };

describe('validateKeyExport', () => {
  it('accepts a 10-character password typed twice, with the account password', () => {
    expect(validateKeyExport(good)).toBeNull();
    expect(validateKeyExport({ ...good, password: '😀'.repeat(10), confirm: '😀'.repeat(10) })).toBeNull();
    expect(validateKeyExport({ ...good, accountPassword: '', needsAccountPassword: false })).toBeNull();
  });

  it('names the first problem in field order', () => {
    expect(validateKeyExport({ ...good, password: '123456789', confirm: 'x' })).toEqual({
      field: 'password',
      message: 'Use at least 10 characters.',
    });
    expect(validateKeyExport({ ...good, password: 'x'.repeat(129), confirm: 'x'.repeat(129) })?.field).toBe('password');
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
