export { LinkProblemPage } from './components/link-problem-page';
