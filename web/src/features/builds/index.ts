export { useBuilds } from './api/use-builds';
export { MyBuilds } from './components/my-builds';
