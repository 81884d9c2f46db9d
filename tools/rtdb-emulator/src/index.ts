export { startRtdbEmulator, PortInUseError } from './server.js';
export type { RtdbEmulator, RtdbEmulatorOptions } from './emulator-options.js';
export { DEFAULT_NAMESPACE } from './database/registry.js';
