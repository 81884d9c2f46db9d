import { isWeakPassword, WEAK_PASSWORD_MESSAGE } from '@contracts/common-passwords';
import { KEY_EXPORT_PASSWORD_MAX_LENGTH, KEY_EXPORT_PASSWORD_MIN_LENGTH } from '@contracts/key-custody';
import { deliverableMessages as m } from './deliverable-messages';

interface KeyExportInput {
  password: string;
  confirm: string;
  accountPassword: string;
  needsAccountPassword: boolean;
}

export type KeyExportField = 'password' | 'confirm' | 'accountPassword';

/**
 * The key file password: at least 10 characters as typed (code points, as the server counts), not a common or
 * patterned one (the server's own list, contracts/common-passwords.ts), the same twice; password accounts also
 * re-enter their sign-in password. The first problem, in field order.
 */
export function validateKeyExport(input: KeyExportInput): { field: KeyExportField; message: string } | null {
  const length = [...input.password].length;
  if (length < KEY_EXPORT_PASSWORD_MIN_LENGTH) return { field: 'password', message: m.keyPasswordTooShort };
  if (length > KEY_EXPORT_PASSWORD_MAX_LENGTH) {
    return { field: 'password', message: `Use at most ${KEY_EXPORT_PASSWORD_MAX_LENGTH} characters.` };
  }
  if (isWeakPassword(input.password)) return { field: 'password', message: WEAK_PASSWORD_MESSAGE };
  if (input.confirm !== input.password) return { field: 'confirm', message: m.keyPasswordsDiffer };
  if (input.needsAccountPassword && input.accountPassword === '') {
    return { field: 'accountPassword', message: m.keyAccountPasswordMissing };
  }
  return null;
}
