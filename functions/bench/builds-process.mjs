// The `builds` function's process, for bench:api (build-endpoint.bench.ts): the compiled handler code of functions/lib
// (what the emulator and Cloud Functions run, no TypeScript loader), createBuild with the engine in its worker pool,
// against the emulators the benchmark started. Plain JavaScript so that nothing but that code is in its memory.
// It answers each { body, uid, count } message with the timings, outcomes and its memory high-water mark; a message
// with `bundle: true` builds the App Bundle of that body's app instead, through the same pool, as paid fulfilment
// does (one deliverable at a time, a key made once).
import { initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';

const lib = (path) => import(new URL(`../lib/${path}`, import.meta.url).href);
const { createBuild } = await lib('builds/create-build.js');
const { pooledEngine } = await lib('engine-pool/pooled-engine.js');
const { downloadTokens } = await lib('builds/download-token.js');
const { deriveKey } = await lib('crypto/derive-keys.js');
const { sealingKeyFromMaster } = await lib('crypto/seal.js');
const { systemClock } = await lib('platform/clock.js');
const { adminDb } = await lib('platform/db.js');
const { bucketFiles } = await lib('platform/files.js');
const { newBuildId } = await lib('platform/ids.js');
const { localBrandGuard } = await lib('abuse/local-brand-guard.js');

const { BENCH_DATABASE_URL, BENCH_BUCKET, BENCH_PROJECT, BENCH_MASTER } = process.env;
const app = initializeApp({ projectId: BENCH_PROJECT, databaseURL: BENCH_DATABASE_URL, storageBucket: BENCH_BUCKET });
const master = Buffer.from(BENCH_MASTER, 'hex');
const engine = pooledEngine();
const deps = {
  db: adminDb(getDatabase(app)),
  files: bucketFiles(getStorage(app).bucket()),
  engine,
  tokens: downloadTokens(deriveKey(master, 'download-tokens/hmac-sha256/v1')),
  clock: systemClock,
  keyring: { current: sealingKeyFromMaster(master) },
  reputation: localBrandGuard(),
  freeBuildsPerHour: 1_000_000,
  freeBuildsPerDay: 1_000_000,
  tokenTtlSeconds: 900,
  newBuildId,
};

const MiB = 1024 * 1024;
function memory() {
  const usage = process.memoryUsage();
  return {
    // Kilobytes on Linux: the most this process (main thread and every worker thread) ever held in RAM.
    maxRssMiB: Math.round((process.resourceUsage().maxRSS * 1024 * 10) / MiB) / 10,
    rssMiB: Math.round((usage.rss * 10) / MiB) / 10,
    mainHeapUsedMiB: Math.round((usage.heapUsed * 10) / MiB) / 10,
  };
}

let bundleKey;
/** Paid fulfilment's heavy step: engine.buildBundle in the pool, for the app and icon of a build request body. */
async function buildBundleOf(body) {
  const { url, 'app-name': appName, 'app-icon': icon } = JSON.parse(body);
  bundleKey ??= await engine.generateSigningKey({ commonName: 'Bench Owner' });
  const iconBytes = icon ? new Uint8Array(Buffer.from(icon.slice(icon.indexOf(',') + 1), 'base64')) : undefined;
  return engine.buildBundle({ url, appName, icon: iconBytes }, bundleKey);
}

const caller = (uid) => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  signInProvider: 'password',
  authTimeSeconds: 0,
  support: false,
});

async function answer(message) {
  if (message.stop) {
    await engine.close();
    process.exit(0);
  }
  const body = Buffer.from(message.body, 'base64');
  const samples = [];
  for (let index = 0; index < message.count; index += 1) {
    const uid = message.uid ?? `bench-${message.name}-${index}`;
    const started = performance.now();
    let outcome;
    try {
      const request = body.toString('utf8').replace('__UID__', uid);
      const result = message.bundle
        ? await buildBundleOf(request)
        : await createBuild(deps, caller(uid), Buffer.from(request));
      outcome = { ok: true, size: result.size };
    } catch (error) {
      outcome = { ok: false, code: error.code ?? error.name, message: error.message };
    }
    samples.push({ ms: performance.now() - started, ...outcome });
  }
  process.send({ samples, memory: memory(), pool: engine.stats() });
}

// A message that fails ends this process with its error, so the bench stops on it rather than waiting for an answer.
process.on('message', (message) => {
  answer(message).catch((error) => {
    console.error(error);
    process.exit(1);
  });
});

process.send({ ready: true, memory: memory() });
