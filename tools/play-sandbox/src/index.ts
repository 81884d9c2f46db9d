export { startPlaySandbox, type PlaySandbox, type PlaySandboxOptions } from './server.js';
export { ANDROIDPUBLISHER_SCOPE } from './auth.js';
