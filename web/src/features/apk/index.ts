export { ApkFormDialog } from './components/apk-form-dialog';
export { BuildResultPanel } from './components/build-result-panel';
export type { BuildResult } from './lib/build-result';
