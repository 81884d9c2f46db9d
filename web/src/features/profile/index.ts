export { ProfileCard } from './components/profile-card';
export { ResendVerificationItem } from './components/resend-verification-item';
