import { sendEmailVerification } from 'firebase/auth';
import { currentFirebaseUser } from '@/lib/auth/session';

export async function resendVerification(): Promise<void> {
  await sendEmailVerification(currentFirebaseUser());
}
