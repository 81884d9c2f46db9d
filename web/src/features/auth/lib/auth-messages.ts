// docs/product.md §5, §8 texts of the sign-in flows.
export const authMessages = {
  unverified: 'Please verify your email to continue. Check your inbox for a verification link.',
  unverifiedGoogle: 'Please verify your email to continue.',
  loginSuccess: 'Login successful!',
  googleSuccess: 'Google sign-in successful!',
  signupSuccess: 'Account created! Please check your email for verification.',
  resetSent: 'Password reset email sent! Check your inbox.',
  logoutSuccess: 'Logged out successfully!',
  logoutFailed: 'Error logging out',
  stillUnverified: 'Your email is not verified yet. Open the link we emailed you, then check again.',
  checkFailed: 'We could not check right now. Check your connection and try again.',
} as const;
