import { isValidEmail as isSharedValidEmail, REQUEST_INPUT_MESSAGES } from '@contracts/request-input';

// Shared validation texts and checks of docs/product.md §5, used by more than one feature. The request form's
// texts and the email pattern are the contracts' (the server checks with the same ones).
export const messages = {
  invalidEmail: REQUEST_INPUT_MESSAGES.invalidEmail,
  shortPassword: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
  invalidUrl: REQUEST_INPUT_MESSAGES.invalidUrl,
  urlScheme: REQUEST_INPUT_MESSAGES.urlScheme,
  missingAppName: REQUEST_INPUT_MESSAGES.missingAppName,
  missingEmail: REQUEST_INPUT_MESSAGES.missingEmail,
  iconFormat: REQUEST_INPUT_MESSAGES.iconFormat,
  iconTooLarge: REQUEST_INPUT_MESSAGES.iconTooLarge,
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/** docs/product.md §5 "text, @, text, dot, text": the one pattern of contracts/request-input.ts, after trimming. */
export function isValidEmail(value: string): boolean {
  return isSharedValidEmail(value.trim());
}
