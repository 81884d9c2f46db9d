export { AppNotifications } from './components/app-notifications';
