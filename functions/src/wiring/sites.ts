import { frameCheckConfig, runningInEmulator } from '../config.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { newFrameCheckState, type FrameCheckDeps } from '../sites/frame-check/frame-check.js';
import { frameCheckRequestHandler } from '../sites/frame-check/frame-check-function.js';
import { fetchPublic } from '../sites/import/fetch-public.js';
import { importSite as importSiteHandler, type ImportSiteDeps } from '../sites/import/import-site.js';
import { engine } from './engine.js';
import { platform } from './platform.js';

// Customers' websites: the preview's frame check and the builder's site import.

// One per instance of frameCheck: its limits and verdict cache (docs/api.md "Limits and rate limits").
const frameCheckState = newFrameCheckState();

function frameCheckDeps(): FrameCheckDeps {
  const { clock, auth } = platform();
  return { ...frameCheckState, clock, auth, allowLoopback: frameCheckConfig().runningInEmulator };
}

const frameCheckOrigins = (): string[] => frameCheckConfig().allowedOrigins;

function importSiteDeps(): ImportSiteDeps {
  const { db, clock } = platform();
  return { db, clock, engine: engine(), fetch: fetchPublic, allowLoopback: runningInEmulator() };
}

export const frameCheck = frameCheckRequestHandler(frameCheckDeps, frameCheckOrigins);
export const importSite = verifiedCallable(importSiteDeps, importSiteHandler);
