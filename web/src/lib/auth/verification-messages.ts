// docs/product.md §8: what resending the verification email says, wherever it is offered (profile, account menu, the
// login page's "Check your inbox"), and what the app says when it notices the email was verified.
export const verificationMessages = {
  sent: 'Verification email sent.',
  failed: 'Failed to send verification email',
  verified: 'Your email is verified. Welcome to Apkforge!',
} as const;
