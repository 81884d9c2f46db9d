import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { recordSignIn } from '@/lib/auth/record-sign-in';
import { firebaseAuth } from '@/lib/firebase';

export class UnverifiedEmailError extends Error {
  constructor(readonly provider: 'password' | 'google') {
    super(provider === 'google' ? 'Google account email is not verified' : 'Email is not verified');
    this.name = 'UnverifiedEmailError';
  }
}

/** docs/product.md §4: email/password sign-in is refused until the email is verified; the session is ended again. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const auth = firebaseAuth();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  if (!user.emailVerified) {
    await signOut(auth);
    throw new UnverifiedEmailError('password');
  }
  recordSignIn(user.uid, user.email);
}
