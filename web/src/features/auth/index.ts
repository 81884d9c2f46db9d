export { LoginForm } from './components/login-form';
export { VerifyEmailPanel } from './components/verify-email-panel';
export { LogoutDialog } from './components/logout-dialog';
export type { AuthMode } from './lib/validate-auth-form';
export { authMessages } from './lib/auth-messages';
