// Shared validation texts and checks of docs/product.md §5, used by more than one feature.
export const messages = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
  invalidUrl: 'Please enter a valid URL.',
  urlScheme: 'URL must start with http:// or https://',
  missingAppName: 'Please enter an app name.',
  missingEmail: 'Please enter an email.',
  iconFormat: 'Invalid file format. Please upload a PNG or JPG image.',
  iconTooLarge: 'Icon too large. Please upload an image under 200KB.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/** docs/product.md §5: "text, @, text, dot, text". */
export function isValidEmail(value: string): boolean {
  return /^\S+@\S+\.\S+$/.test(value.trim());
}

export function hasHttpScheme(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
