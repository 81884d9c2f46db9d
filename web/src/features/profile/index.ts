export { ProfileCard } from './components/profile-card';
