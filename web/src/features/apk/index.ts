export { ApkFormDialog } from './components/apk-form-dialog';
