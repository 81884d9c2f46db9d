import { PASSWORD_MIN_LENGTH, isValidEmail, messages } from '@/lib/validation';

export type AuthMode = 'login' | 'signup' | 'reset';

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export type AuthField = keyof AuthFormValues;
export interface AuthFieldError {
  field: AuthField;
  message: string;
}

/** docs/product.md §5, first failing check wins: email, then password, then (sign-up) the confirmation. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFieldError | null {
  if (!isValidEmail(values.email)) return { field: 'email', message: messages.invalidEmail };
  if (mode === 'reset') return null;
  if (values.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: messages.shortPassword };
  if (mode === 'signup' && values.confirmPassword !== values.password) {
    return { field: 'confirmPassword', message: messages.passwordsDiffer };
  }
  return null;
}
