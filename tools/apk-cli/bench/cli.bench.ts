import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/**
 * The whole `npm run apk` command as a user runs it, minus npm's own start: `node launch.mjs apk` with a 512 px
 * PNG icon and a reused keystore, warm (the compiled CLI is up to date), timed from spawn to exit, interleaved
 * with the same command run by tsx from the TypeScript sources (how `npm run apk` ran before the launcher).
 */
const RUNS = 5;
const LAUNCHER = fileURLToPath(new URL('../launch.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cli-bench-'));

/** A 512 px RGB PNG with a busy pattern (tools import nothing of the engine but its command line). */
function iconPng(size = 512): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const out = Buffer.alloc(typed.length + 8);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc(typed), typed.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      rows.set([(x * 7) & 255, (y * 5) & 255, ((x ^ y) * 3) & 255], y * (size * 3 + 1) + 1 + x * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
writeFileSync(join(dir, 'icon.png'), iconPng());

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const CLI_SOURCE = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const args = [
  'https://example.com',
  '--name',
  'Bench App',
  '--icon',
  join(dir, 'icon.png'),
  '--out',
  join(dir, 'b.apk'),
];

/** One whole command, spawn to exit: the launcher (compiled JavaScript), or tsx compiling the sources as before. */
const run = (how: 'launcher' | 'tsx') => {
  const [command, argv] =
    how === 'launcher' ? [process.execPath, [LAUNCHER, 'apk', ...args]] : [TSX, [CLI_SOURCE, 'apk', ...args]];
  const start = performance.now();
  execFileSync(command, argv, { stdio: 'pipe', env: { ...process.env, INIT_CWD: dir } });
  return performance.now() - start;
};

const round = (n: number) => Math.round(n * 10) / 10;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: round(sorted[Math.floor(sorted.length / 2)]!),
    p95: round(sorted[Math.ceil(sorted.length * 0.95) - 1]!),
  };
};

try {
  run('launcher'); // builds the compiled CLI if stale and creates the keystore: not timed
  const launcher: number[] = [];
  const tsx: number[] = [];
  // Interleaved, so a change in the machine's load hits both alike.
  for (let i = 0; i < RUNS; i++) {
    launcher.push(run('launcher'));
    tsx.push(run('tsx'));
  }
  const bytes = statSync(join(dir, 'b.apk')).size;
  const fast = summary(launcher);
  const slow = summary(tsx);
  console.log(
    `npm run apk, 512 px PNG icon, reused keystore, on ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  compiled (launch.mjs, warm): median ${fast.median} ms, p95 ${fast.p95} ms (${RUNS} runs)`);
  console.log(`  tsx on the sources (before):  median ${slow.median} ms, p95 ${slow.p95} ms (${RUNS} runs)`);
  console.log(JSON.stringify({ median_ms: fast.median, p95_ms: fast.p95, bytes }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
