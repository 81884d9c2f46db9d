import { sendVerificationToCurrentUser } from '@/lib/auth/send-verification';

/** Sends the verification email again to the signed-in, unverified account (the login page's "Check your inbox"). */
export async function sendVerification(): Promise<void> {
  await sendVerificationToCurrentUser();
}
