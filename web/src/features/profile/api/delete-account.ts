import { CALLABLES, type DeleteAccountInput, type DeleteAccountResult } from '@contracts/callables';
import { signOut } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { type Reauthentication, reauthenticate } from '@/lib/auth/reauthenticate';
import { firebaseAuth } from '@/lib/firebase';
import { firebaseFunctions } from '@/lib/firebase-functions';

/**
 * docs/product.md §7 account deletion: re-authenticate (a fresh ID token proves the recent sign-in to the
 * callable), then the server's one cascade (`deleteAccount`) removes the database records, stored files and the
 * auth user; finally the local session ends.
 */
export async function deleteAccount(reauth: Reauthentication): Promise<void> {
  await reauthenticate(reauth);
  await httpsCallable<DeleteAccountInput, DeleteAccountResult>(firebaseFunctions(), CALLABLES.deleteAccount)({});
  await signOut(firebaseAuth());
}
