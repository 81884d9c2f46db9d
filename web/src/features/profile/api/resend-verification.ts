/**
 * Sends the verification email again. The top bar's account menu offers it on every page, so the Auth SDK is
 * loaded only when it is used: a static import here would put the SDK back into every page's entry
 * (lib/auth/load-auth.ts).
 */
export async function resendVerification(): Promise<void> {
  const { sendVerificationToCurrentUser } = await import('@/lib/auth/send-verification');
  await sendVerificationToCurrentUser();
}
