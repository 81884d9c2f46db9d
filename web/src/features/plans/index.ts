export { PricingCards } from './components/pricing-cards';
export { PlanCard } from './components/plan-card';
export { usePlans, getPlans, plansKey } from './api/get-plans';
