export { PrivacyPolicy } from './components/privacy-policy';
export { Terms } from './components/terms';
export { RefundPolicy } from './components/refund-policy';
export { ShippingPolicy } from './components/shipping-policy';
export { ContactPage } from './components/contact-page';
export { policyFacts } from './lib/policy-facts';
