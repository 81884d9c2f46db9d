export { OpsConsole } from './components/ops-console';
