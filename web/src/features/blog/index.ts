export { WebsiteToAppGuide } from './components/website-to-app-guide';
