import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { recordSignIn } from '@/lib/auth/record-sign-in';
import { firebaseAuth } from '@/lib/firebase';

/**
 * Creates the account and sends the verification email (docs/product.md §4). The new, unverified user stays
 * signed in so /profile (resend verification) works; protected pages still send them to /login.
 */
export async function signUp(email: string, password: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email.trim(), password);
  await sendEmailVerification(user);
  recordSignIn(user.uid, user.email);
}
