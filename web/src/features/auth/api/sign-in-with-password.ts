import { signInWithEmailAndPassword } from 'firebase/auth';
import { recordSignIn } from '@/lib/auth/record-sign-in';
import { firebaseAuth } from '@/lib/firebase';

export class UnverifiedEmailError extends Error {
  constructor(readonly provider: 'password' | 'google') {
    super(provider === 'google' ? 'Google account email is not verified' : 'Email is not verified');
    this.name = 'UnverifiedEmailError';
  }
}

/**
 * docs/product.md §4: email/password sign-in is refused until the email is verified. The unverified account stays
 * signed in, like after sign-up, so the login page can resend the link and notice the verification (its "Check your
 * inbox" view); every protected page still sends it back to /login.
 */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
  if (!user.emailVerified) throw new UnverifiedEmailError('password');
  recordSignIn(user.uid, user.email);
  return user.uid;
}
