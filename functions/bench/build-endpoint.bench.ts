import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startRtdbEmulator } from '@apkforge/rtdb-emulator';
import { startStorageEmulator } from '@apkforge/storage-emulator';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { solidPng } from '../src/__tests__/png.js';
import { localBrandGuard } from '../src/abuse/local-brand-guard.js';
import { apkEngine } from '../src/builds/apk-engine.js';
import type { Caller } from '../src/auth/caller.js';
import { createBuild, type BuildDeps } from '../src/builds/create-build.js';
import { DATABASE_NAMESPACE, PROJECT_ID, STORAGE_BUCKET } from '../src/contracts/local-stack.js';
import { downloadTokens } from '../src/builds/download-token.js';
import { deriveKey } from '../src/crypto/derive-keys.js';
import { sealingKeyFromMaster } from '../src/crypto/seal.js';
import { systemClock } from '../src/platform/clock.js';
import { adminDb } from '../src/platform/db.js';
import { bucketFiles } from '../src/platform/files.js';
import { newBuildId } from '../src/platform/ids.js';

/**
 * The build endpoint's handler end to end: `createBuild` with the real packaging engine, against the project's
 * database emulator and the Storage stand-in (both in-process on ephemeral ports), through the admin SDK as the
 * deployed function uses them. Four cases, each timed from the raw request body to the answer:
 *   first build of a user for a package (signing key generated, sealed, stored), without and with an icon;
 *   rebuild (key read and unsealed, versionCode advanced), without and with an icon.
 * Prints median / p95 per case and the bytes involved; the last line is one JSON object for tooling.
 * Run: npm run bench:api
 */
const FIRST_BUILDS = Number(process.env.BENCH_FIRST_BUILDS ?? 20);
const REBUILDS = Number(process.env.BENCH_REBUILDS ?? 60);
const WARMUP = 3;

// The handler logs every build through firebase-functions' logger (one JSON line on stdout each); the benchmark's
// own lines are what matters here, so those entries are dropped.
const writeStdout = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
  typeof chunk === 'string' && chunk.startsWith('{"event":')
    ? true
    : (writeStdout as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean)(
        chunk,
        ...rest,
      )) as typeof process.stdout.write;

const database = await startRtdbEmulator({
  port: 0,
  host: '127.0.0.1',
  rulesPath: fileURLToPath(new URL('../../database.rules.json', import.meta.url)),
});
const storage = await startStorageEmulator({ port: 0, host: '127.0.0.1' });
// The admin SDK reads the Storage emulator from the environment, as in the Functions emulator.
process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${storage.port}`;
const app = initializeApp(
  {
    projectId: PROJECT_ID,
    databaseURL: `${database.url}?ns=${DATABASE_NAMESPACE}`,
    storageBucket: STORAGE_BUCKET,
  },
  'build-endpoint-bench',
);

const master = randomBytes(32);
const deps: BuildDeps = {
  db: adminDb(getDatabase(app)),
  files: bucketFiles(getStorage(app).bucket()),
  engine: apkEngine,
  tokens: downloadTokens(deriveKey(master, 'download-tokens/hmac-sha256/v1')),
  clock: systemClock,
  keyring: { current: sealingKeyFromMaster(master) },
  reputation: localBrandGuard(),
  // The rate limit is a transaction per build either way; its ceilings must not stop the benchmark.
  freeBuildsPerHour: 1_000_000,
  freeBuildsPerDay: 1_000_000,
  tokenTtlSeconds: 900,
  newBuildId,
};

// A 512x512 icon, the size docs/product.md §9 recommends; solid, so it is small on the wire but fully decoded and resized.
const ICON = `data:image/png;base64,${solidPng(512, 512, [16, 122, 92, 255]).toString('base64')}`;

function body(uid: string, withIcon: boolean): Buffer {
  return Buffer.from(
    JSON.stringify({
      url: 'https://shop.example.com/start',
      'app-name': 'Bench Shop',
      'owner-name': 'Bench Owner',
      'contact-email': 'owner@example.com',
      'phone-number': '',
      userId: uid,
      'confirm-site': true,
      ...(withIcon ? { 'app-icon': ICON } : {}),
    }),
  );
}

function caller(uid: string): Caller {
  return {
    uid,
    email: `${uid}@example.com`,
    emailVerified: true,
    signInProvider: 'password',
    authTimeSeconds: 0,
    support: false,
  };
}

interface Sample {
  ms: number;
  apkBytes: number;
  bodyBytes: number;
}

async function timedBuild(uid: string, withIcon: boolean): Promise<Sample> {
  const raw = body(uid, withIcon);
  const started = performance.now();
  const result = await createBuild(deps, caller(uid), raw);
  return { ms: performance.now() - started, apkBytes: result.size, bodyBytes: raw.length };
}

let users = 0;
const newUid = () => `bench-user-${(users += 1)}`;

/** First builds: a new user each time, so every build generates and stores a signing key. */
async function firstBuilds(withIcon: boolean, count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await timedBuild(newUid(), withIcon));
  return samples;
}

/** Rebuilds: one user whose key exists, so every build reads and unseals it. */
async function rebuilds(withIcon: boolean, count: number): Promise<Sample[]> {
  const uid = newUid();
  await timedBuild(uid, withIcon);
  const samples: Sample[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await timedBuild(uid, withIcon));
  return samples;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

function summary(samples: Sample[]) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    median_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(times[times.length - 1] ?? Number.NaN),
    apk_bytes: samples[0]?.apkBytes ?? 0,
    body_bytes: samples[0]?.bodyBytes ?? 0,
  };
}

try {
  // Warm-up: module loading, JIT, the SDK's first connections.
  await firstBuilds(true, WARMUP);
  const cases = {
    first_build: summary(await firstBuilds(false, FIRST_BUILDS)),
    first_build_icon: summary(await firstBuilds(true, FIRST_BUILDS)),
    rebuild: summary(await rebuilds(false, REBUILDS)),
    rebuild_icon: summary(await rebuilds(true, REBUILDS)),
  };
  console.log(`build endpoint (createBuild, real engine, database emulator + Storage stand-in) on ${process.version}`);
  for (const [name, result] of Object.entries(cases)) {
    console.log(
      `  ${name.padEnd(16)} n=${String(result.count).padStart(3)}  median ${result.median_ms} ms, p95 ${result.p95_ms} ms, max ${result.max_ms} ms;` +
        ` APK ${result.apk_bytes} bytes, request body ${result.body_bytes} bytes`,
    );
  }
  console.log(
    `  load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(JSON.stringify(cases));
} finally {
  await deleteApp(app);
  await storage.stop();
  await database.stop();
}
