import { sendEmailVerification } from 'firebase/auth';
import { currentFirebaseUser } from './current-user';

/** Loaded on demand (features/profile/api/resend-verification.ts): a named import keeps the rest of the SDK out. */
export async function sendVerificationToCurrentUser(): Promise<void> {
  await sendEmailVerification(currentFirebaseUser());
}
