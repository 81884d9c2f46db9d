import { profileMessages } from './profile-messages';

export interface DeletionInput {
  accountEmail: string | null;
  typedEmail: string;
  password: string;
  needsPassword: boolean;
}

/** docs/product.md §5: the typed email must equal the account email (trimmed, any case); password accounts need the password. */
export function validateAccountDeletion(input: DeletionInput): { field: 'email' | 'password'; message: string } | null {
  const expected = (input.accountEmail ?? '').trim().toLowerCase();
  if (!expected || input.typedEmail.trim().toLowerCase() !== expected)
    return { field: 'email', message: profileMessages.typeEmail };
  if (input.needsPassword && input.password === '')
    return { field: 'password', message: profileMessages.enterPassword };
  return null;
}
