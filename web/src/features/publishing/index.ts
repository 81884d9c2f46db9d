export { PublishingPanel } from './components/publishing-panel';
