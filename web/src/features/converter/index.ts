export { ConverterHero } from './components/converter-hero';
export { PhonePreview } from './components/phone-preview';
