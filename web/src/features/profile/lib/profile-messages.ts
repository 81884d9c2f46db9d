// docs/product.md §5, §8 texts of the profile page.
export const profileMessages = {
  verificationSent: 'Verification email sent.',
  verificationFailed: 'Failed to send verification email',
  typeEmail: 'Please type your account email exactly to confirm.',
  enterPassword: 'Please enter your password.',
  deleted: 'Your account and data have been deleted.',
  deleteFailed: (message: string) => `Failed to delete account: ${message}`,
} as const;
