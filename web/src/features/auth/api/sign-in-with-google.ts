import { signOut } from 'firebase/auth';
import { type GoogleIdentityPrompt, signInWithGoogle } from '@/lib/auth/google';
import { recordSignIn } from '@/lib/auth/record-sign-in';
import { firebaseAuth } from '@/lib/firebase';
import { UnverifiedEmailError } from './sign-in-with-password';

export async function googleSignIn(prompt: GoogleIdentityPrompt): Promise<string> {
  const { user } = await signInWithGoogle(prompt);
  if (!user.emailVerified) {
    await signOut(firebaseAuth());
    throw new UnverifiedEmailError('google');
  }
  recordSignIn(user.uid, user.email);
  return user.uid;
}
