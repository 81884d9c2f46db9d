import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startRtdbEmulator } from '@apkforge/rtdb-emulator';
import { startStorageEmulator } from '@apkforge/storage-emulator';
import { pngBomb } from '../src/engine/__tests__/support/png-bomb.js';
import { solidPng } from '../src/__tests__/png.js';
import { DATABASE_NAMESPACE, PROJECT_ID, STORAGE_BUCKET } from '../src/contracts/local-stack.js';
import { ENGINE_POOL_LIMITS } from '../src/engine-pool/pooled-engine.js';

/**
 * The build endpoint's handler end to end, as the `builds` function runs it: `createBuild` from the compiled
 * functions/lib with the engine in its worker pool, in a child process of its own (builds-process.mjs) so that the
 * memory figures are that process's alone, not this harness's or a TypeScript loader's. The database emulator and
 * the Storage stand-in run here, on ephemeral ports. Cases, each timed from the raw request body to the answer:
 *   bomb: the 130 KB 4096x4096 16-bit PNG, refused from its header before anything is inflated;
 *   first_build: a new user each time (signing key generated, sealed, stored), no icon;
 *   rebuild_icon: one user's key read and unsealed, a 512x512 icon decoded and resized in a worker;
 *   largest_icon: the largest PNG the header check lets through (2048x2048, 16-bit), decoded in a worker;
 *   largest_icon_aab: the App Bundle of that app, what paid fulfilment builds (verifyPayment, the webhook and the
 *   retry sweep run at 512 MiB, one deliverable at a time): the peak says whether that size holds.
 * Memory: the child's maxRSS (getrusage: the most RAM the process, main thread and worker threads together, ever
 * held) after loading and after each case, so each figure is the peak up to and including that case.
 * Prints median / p95 per case and the bytes involved; the last line is one JSON object for tooling.
 * Run: npm run bench:api (it compiles functions/lib first)
 */
const FIRST_BUILDS = Number(process.env.BENCH_FIRST_BUILDS ?? 20);
const REBUILDS = Number(process.env.BENCH_REBUILDS ?? 60);
const BOMBS = Number(process.env.BENCH_BOMBS ?? 50);
const LARGEST = Number(process.env.BENCH_LARGEST ?? 10);
const WARMUP = 3;

interface Memory {
  maxRssMiB: number;
  rssMiB: number;
  mainHeapUsedMiB: number;
}
interface Sample {
  ms: number;
  ok: boolean;
  size?: number;
  code?: string;
  message?: string;
}
interface Answer {
  samples: Sample[];
  memory: Memory;
}

const built = spawnSync('npm', ['run', '--silent', 'build', '-w', 'functions'], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('npm run build -w functions failed');

const database = await startRtdbEmulator({
  port: 0,
  host: '127.0.0.1',
  rulesPath: fileURLToPath(new URL('../../database.rules.json', import.meta.url)),
});
const storage = await startStorageEmulator({ port: 0, host: '127.0.0.1' });
const child = fork(fileURLToPath(new URL('./builds-process.mjs', import.meta.url)), [], {
  execArgv: [],
  // The handler logs each build as a JSON line on stdout; only its answers over IPC matter here.
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: {
    ...process.env,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${storage.port}`,
    BENCH_DATABASE_URL: `${database.url}?ns=${DATABASE_NAMESPACE}`,
    BENCH_BUCKET: STORAGE_BUCKET,
    BENCH_PROJECT: PROJECT_ID,
    BENCH_MASTER: randomBytes(32).toString('hex'),
  },
});

async function ask(message: object): Promise<Answer> {
  const answer = once(child, 'message');
  child.send(message);
  return (await answer)[0] as Answer;
}

const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
// A 512x512 icon, the size docs/product.md recommends; solid, so small on the wire but fully decoded and resized.
const ICON = dataUrl(solidPng(512, 512, [16, 122, 92, 255]));
const BOMB = dataUrl(await pngBomb(4096));
const LARGEST_ICON = dataUrl(await pngBomb(2048));

function body(icon: string | null): string {
  return Buffer.from(
    JSON.stringify({
      url: 'https://shop.example.com/start',
      'app-name': 'Bench Shop',
      'owner-name': 'Bench Owner',
      'contact-email': 'owner@example.com',
      'phone-number': '',
      userId: '__UID__',
      'confirm-site': true,
      ...(icon ? { 'app-icon': icon } : {}),
    }),
  ).toString('base64');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

function summary(name: string, answer: Answer, bodyBase64: string) {
  const times = answer.samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = answer.samples.filter((sample) => !sample.ok);
  return {
    count: answer.samples.length,
    median_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(times[times.length - 1] ?? Number.NaN),
    apk_bytes: answer.samples.find((sample) => sample.ok)?.size ?? 0,
    body_bytes: Math.floor((bodyBase64.length * 3) / 4),
    refused: failed.length,
    ...(failed[0] ? { answer: `${failed[0].code}: ${failed[0].message}` } : {}),
    peak_rss_mib: answer.memory.maxRssMiB,
    name,
  };
}

try {
  const [ready] = (await once(child, 'message')) as [{ memory: Memory }];
  // Warm-up: the pool's workers start, JIT, the SDK's first connections.
  await ask({ name: 'warmup', body: body(ICON), count: WARMUP });
  const afterWarmup = await ask({ name: 'idle', body: body(null), count: 0 });
  const cases = [
    summary('bomb', await ask({ name: 'bomb', body: body(BOMB), count: BOMBS }), body(BOMB)),
    summary('first_build', await ask({ name: 'first', body: body(null), count: FIRST_BUILDS }), body(null)),
    summary(
      'rebuild_icon',
      await ask({ name: 'rebuild', uid: 'bench-rebuilder', body: body(ICON), count: REBUILDS }),
      body(ICON),
    ),
    summary(
      'largest_icon',
      await ask({ name: 'largest', uid: 'bench-rebuilder', body: body(LARGEST_ICON), count: LARGEST }),
      body(LARGEST_ICON),
    ),
    summary(
      'largest_icon_aab',
      await ask({ name: 'bundle', bundle: true, body: body(LARGEST_ICON), count: LARGEST }),
      body(LARGEST_ICON),
    ),
  ];
  const end = await ask({ name: 'idle', body: body(null), count: 0 });
  console.log(
    `builds function (createBuild from functions/lib, engine in ${ENGINE_POOL_LIMITS.workers} workers of ` +
      `${ENGINE_POOL_LIMITS.heapMb} MB heap, ${ENGINE_POOL_LIMITS.timeoutMs / 1000} s budget; database emulator + ` +
      `Storage stand-in) on ${process.version}`,
  );
  for (const result of cases) {
    console.log(
      `  ${result.name.padEnd(16)} n=${String(result.count).padStart(3)}  median ${result.median_ms} ms, p95 ${result.p95_ms} ms, max ${result.max_ms} ms;` +
        ` request body ${result.body_bytes} bytes` +
        (result.apk_bytes ? `, ${result.name.endsWith('_aab') ? 'AAB' : 'APK'} ${result.apk_bytes} bytes` : '') +
        (result.refused ? `; refused ${result.refused}/${result.count} (${result.answer})` : '') +
        `; process peak RSS so far ${result.peak_rss_mib} MiB`,
    );
  }
  console.log(
    `  process memory (maxRSS, main thread + workers): ${ready.memory.maxRssMiB} MiB loaded, ` +
      `${afterWarmup.memory.maxRssMiB} MiB after warm-up builds, ${end.memory.maxRssMiB} MiB peak overall; ` +
      `RSS at the end ${end.memory.rssMiB} MiB, main thread heap in use ${end.memory.mainHeapUsedMiB} MiB`,
  );
  console.log(
    `  load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(JSON.stringify({ memory: { loaded: ready.memory, warm: afterWarmup.memory, end: end.memory }, cases }));
} finally {
  child.send({ stop: true });
  await once(child, 'exit');
  await storage.stop();
  await database.stop();
}
