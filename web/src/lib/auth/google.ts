import {
  GoogleAuthProvider,
  type User,
  browserPopupRedirectResolver,
  type UserCredential,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signInWithCredential,
  signInWithPopup,
} from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseAuth } from '@/lib/firebase';

export interface GoogleIdentity {
  email: string;
  name: string;
}

/** Asks the person which Google identity to use; null when they cancel. Used only with emulators. */
export type GoogleIdentityPrompt = (
  purpose: 'sign-in' | 'reauthenticate',
  suggestedEmail?: string,
) => Promise<GoogleIdentity | null>;

export class GoogleSignInCancelled extends Error {
  constructor() {
    super('Google sign-in was cancelled.');
    this.name = 'GoogleSignInCancelled';
  }
}

/**
 * The Auth emulator accepts an unsigned JSON "ID token" for Google credentials; the popup cannot
 * load Google's pages offline. `sub` is derived from the email so the same person maps to the same account.
 */
function emulatorGoogleCredential(identity: GoogleIdentity) {
  const email = identity.email.trim().toLowerCase();
  const claims = { sub: `emulator-${email}`, email, email_verified: true, name: identity.name.trim() || email };
  return GoogleAuthProvider.credential(JSON.stringify(claims));
}

export async function signInWithGoogle(prompt: GoogleIdentityPrompt): Promise<UserCredential> {
  const auth = firebaseAuth();
  // The resolver is passed here, not at start-up, so Google's sign-in iframe loads only when someone
  // actually signs in with Google (lib/firebase.ts).
  if (!env.useEmulators) return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  const identity = await prompt('sign-in');
  if (!identity) throw new GoogleSignInCancelled();
  return signInWithCredential(auth, emulatorGoogleCredential(identity));
}

export async function reauthenticateWithGoogle(user: User, prompt: GoogleIdentityPrompt): Promise<void> {
  if (!env.useEmulators) {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
    return;
  }
  const identity = await prompt('reauthenticate', user.email ?? undefined);
  if (!identity) throw new GoogleSignInCancelled();
  await reauthenticateWithCredential(user, emulatorGoogleCredential(identity));
}
