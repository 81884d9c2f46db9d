export { PricingCards } from './components/pricing-cards';
export { usePlans } from './api/get-plans';
