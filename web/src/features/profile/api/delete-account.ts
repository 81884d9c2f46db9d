import { CALLABLES, type DeleteAccountInput, type DeleteAccountResult } from '@contracts/callables';
import { EmailAuthProvider, reauthenticateWithCredential, signOut } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { type GoogleIdentityPrompt, reauthenticateWithGoogle } from '@/lib/auth/google';
import { currentFirebaseUser } from '@/lib/auth/session';
import { firebaseAuth } from '@/lib/firebase';
import { firebaseFunctions } from '@/lib/firebase-functions';

export type Reauthentication =
  { method: 'password'; password: string } | { method: 'google'; prompt: GoogleIdentityPrompt };

/**
 * docs/product.md §7 account deletion: re-authenticate, then the server's one cascade (`deleteAccount`)
 * removes the database records, stored files and the auth user; finally the local session ends.
 */
export async function deleteAccount(reauth: Reauthentication): Promise<void> {
  const user = currentFirebaseUser();
  if (reauth.method === 'password') {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', reauth.password));
  } else {
    await reauthenticateWithGoogle(user, reauth.prompt);
  }
  // A fresh ID token proves the recent sign-in to the callable.
  await user.getIdToken(true);
  await httpsCallable<DeleteAccountInput, DeleteAccountResult>(firebaseFunctions(), CALLABLES.deleteAccount)({});
  await signOut(firebaseAuth());
}
