export { ConverterHero } from './components/converter-hero';
