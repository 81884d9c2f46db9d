import type { ApkEngine } from '../engine-pool/engine-port.js';
import { pooledEngine } from '../engine-pool/pooled-engine.js';
import { platform, signingKeyring, siteReputation } from './platform.js';

let engineInstance: ApkEngine | undefined;

/**
 * The engine for everything that builds or signs (builds, fulfilment, key export): one worker pool per instance,
 * started on first use, so a function that never builds never starts a worker (engine-pool/pooled-engine.ts). Only
 * the wiring of functions that build imports this file, so the others never load the engine either.
 */
export function engine(): ApkEngine {
  engineInstance ??= pooledEngine();
  return engineInstance;
}

/**
 * What every function that builds or signs with a customer's key starts from: the stores, the engine, the keyring
 * that opens the keys (SIGNING_KEYS_SECRET) and the brand check every build passes.
 */
export function buildingDeps() {
  const { db, files, clock } = platform();
  return { db, files, clock, engine: engine(), keyring: signingKeyring(), reputation: siteReputation };
}
