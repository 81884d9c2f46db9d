export { ApkFormDialog } from './components/apk-form-dialog';
export { InAppBrowserNotice } from './components/in-app-browser-notice';
