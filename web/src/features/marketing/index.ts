export { HowEasyItIs } from './components/how-easy-it-is';
export { SuccessStories } from './components/success-stories';
export { Resources } from './components/resources';
export { Faq } from './components/faq';
export { GetStartedCta } from './components/get-started-cta';
export { PricingStructuredData } from './components/pricing-structured-data';
export { FeatureCards } from './components/feature-cards';
