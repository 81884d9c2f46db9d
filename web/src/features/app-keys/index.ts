export { AppKeysCard } from './components/app-keys-card';
export { AppUpdatesCard } from './components/app-updates-card';
