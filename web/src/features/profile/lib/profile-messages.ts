import { verificationMessages } from '@/lib/auth/verification-messages';

// docs/product.md §5, §8 texts of the profile page.
export const profileMessages = {
  verificationSent: verificationMessages.sent,
  verificationFailed: verificationMessages.failed,
  typeEmail: 'Please type your account email exactly to confirm.',
  enterPassword: 'Please enter your password.',
  deleted: 'Your account and data have been deleted.',
  deleteFailed: (message: string) => `Failed to delete account: ${message}`,
} as const;
