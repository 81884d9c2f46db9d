export { RequestDeliverables } from './components/request-deliverables';
export { UploadKeysCard } from './components/upload-keys-card';
