import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { type GoogleIdentityPrompt, reauthenticateWithGoogle } from './google';
import { currentFirebaseUser } from './current-user';

export type Reauthentication =
  | { method: 'password'; password: string }
  | { method: 'google'; prompt: GoogleIdentityPrompt };

/**
 * Signs the current user in again (password, or Google's popup) and refreshes the ID token, so the next callable
 * carries a recent sign-in: what the server requires before erasing an account or handing out a signing key
 * (`requireRecentLogin`, docs/api.md).
 */
export async function reauthenticate(reauth: Reauthentication): Promise<void> {
  const user = currentFirebaseUser();
  if (reauth.method === 'password') {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', reauth.password));
  } else {
    await reauthenticateWithGoogle(user, reauth.prompt);
  }
  await user.getIdToken(true);
}
