export { PayNowButton } from './components/pay-now-button';
