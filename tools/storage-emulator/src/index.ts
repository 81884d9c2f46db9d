export { startStorageEmulator, type StorageEmulator, type StorageEmulatorOptions } from './server.js';
export type { StoredObject } from './object-store.js';
