import { HttpsError } from 'firebase-functions/https';
import { ApkConfigError, type BuiltApk, type BuiltBundle, type ListingKit, type SiteIcon } from '../engine/index.js';
import { apkEngine } from './direct-engine.js';
import type { ApkEngine } from './engine-port.js';
import type { EngineAnswer, EngineFailure, EngineRequest } from './engine-protocol.js';
import { createWorkerPool, WorkerPoolError, type PoolStats, type WorkerFailure } from './worker-pool.js';
import { siblingScript } from './worker-script.js';

export interface EnginePoolLimits {
  /** Engine calls that run at once in one function instance; more wait in order. */
  workers: number;
  /** One call, from the moment a worker takes it. */
  timeoutMs: number;
  /** Each worker's V8 heap (old generation); decoded pixels live in buffers bounded by the icon header check. */
  heapMb: number;
}

/** The deployed budget (README "Security and limits"): sized for the `builds` function's 1 GiB. */
export const ENGINE_POOL_LIMITS: EnginePoolLimits = { workers: 2, timeoutMs: 20_000, heapMb: 128 };

/** A cold worker loads the engine (its shell, fonts) in well under a second; this only catches one that hangs. */
const WORKER_START_TIMEOUT_MS = 30_000;

export interface PooledEngine extends ApkEngine {
  stats(): PoolStats;
  close(): Promise<void>;
}

const WHAT: Record<EngineRequest['op'], string> = {
  buildApk: 'The build',
  buildBundle: 'The build',
  exportPkcs12: 'Preparing the keystore',
  buildOwnershipProofApk: 'The build',
  exportKeyForPlay: 'Preparing the file for Play',
  prepareSiteIcon: "Reading the site's icon",
  buildListingKit: 'Drawing the listing graphics',
};

/** The answer a caller gets when a worker did not answer: our error shape (docs/api.md), never a dead instance. */
function refusal(op: EngineRequest['op'], reason: WorkerFailure, limits: EnginePoolLimits): HttpsError {
  const what = WHAT[op];
  const icon =
    op === 'buildApk' || op === 'buildBundle' || op === 'buildOwnershipProofApk'
      ? 'Please upload a smaller PNG or JPG icon and try again.'
      : 'Please try again.';
  switch (reason) {
    case 'timeout':
      return new HttpsError(
        'deadline-exceeded',
        `${what} took longer than ${limits.timeoutMs / 1000} seconds and was stopped. ${icon}`,
      );
    case 'out-of-memory':
      return new HttpsError(
        'resource-exhausted',
        `${what} needed more than ${limits.heapMb} MB of memory and was stopped. ${icon}`,
      );
    case 'crashed':
      return new HttpsError('internal', `${what} failed unexpectedly. Please try again.`);
    case 'closed':
      return new HttpsError('unavailable', 'The server is restarting. Please try again in a moment.');
  }
}

function errorOf(failure: EngineFailure): Error {
  if (failure.kind === 'config') return new ApkConfigError(failure.field, failure.message);
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

/**
 * The engine behind the build port with its heavy calls (icon decoding, building and signing, the PKCS#12 export, a
 * site's icon for the site import) in
 * a worker pool: a slow or hostile input costs a worker its time or heap budget and the caller a clear error, while
 * the function's own event loop keeps answering. Light calls (package names, key generation on libuv's pool) stay
 * on the calling thread.
 */
export function pooledEngine(
  limits: EnginePoolLimits = ENGINE_POOL_LIMITS,
  script: URL = siblingScript(import.meta.url, 'engine-worker'),
): PooledEngine {
  const pool = createWorkerPool({
    script,
    size: limits.workers,
    timeoutMs: limits.timeoutMs,
    startTimeoutMs: WORKER_START_TIMEOUT_MS,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });

  async function call(request: EngineRequest): Promise<EngineAnswer & { ok: true }> {
    let answer: EngineAnswer;
    try {
      answer = (await pool.run(request)) as EngineAnswer;
    } catch (error) {
      if (error instanceof WorkerPoolError) throw refusal(request.op, error.reason, limits);
      throw error;
    }
    if (!answer.ok) throw errorOf(answer.failure);
    return answer;
  }

  return {
    derivePackageName: apkEngine.derivePackageName,
    generateSigningKey: apkEngine.generateSigningKey,
    isConfigError: apkEngine.isConfigError,
    // A lineage link is one RSA signature: milliseconds, no image decoding, so it stays on the calling thread.
    rotateSigningKey: apkEngine.rotateSigningKey,
    lineageSha256: apkEngine.lineageSha256,
    async buildApk(config, key) {
      return (await call({ op: 'buildApk', config, key })).value as BuiltApk;
    },
    async buildBundle(config, key) {
      return (await call({ op: 'buildBundle', config, key })).value as BuiltBundle;
    },
    async exportPkcs12(key, password, alias) {
      return (await call({ op: 'exportPkcs12', key, password, alias })).value as Uint8Array;
    },
    async buildOwnershipProofApk(config, key, token) {
      return (await call({ op: 'buildOwnershipProofApk', config, key, token })).value as BuiltApk;
    },
    async exportKeyForPlay(key, encryptionKey) {
      return (await call({ op: 'exportKeyForPlay', key, encryptionKey })).value as Uint8Array;
    },
    async prepareSiteIcon(bytes, maxBytes) {
      return (await call({ op: 'prepareSiteIcon', bytes, maxBytes })).value as SiteIcon | null;
    },
    async buildListingKit(input) {
      return (await call({ op: 'buildListingKit', input })).value as ListingKit;
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
