import { loadavg } from 'node:os';
import { exportPkcs12, generateSigningKey, importPkcs12 } from '../src/engine/index.js';
import { percentile } from './bench-icons.js';

/**
 * The customer's keystore at the default 600,000 rounds (core/crypto/pbe.ts), as the key export and the key backups
 * write it and as an uploaded keystore is read: PBKDF2-HMAC-SHA256 for the key (node:crypto) and the PKCS#12 MAC key
 * derivation (core/crypto/pkcs12-kdf.ts, its SHA-256 rounds in sha256-rounds.ts). Both are meant to be slow for an
 * attacker; the figure is what one costs a Cloud Function. Prints median / p95 of a write and a read and the file's
 * bytes; the last line is one JSON object for the write: {"median_ms":…,"p95_ms":…,"bytes":…}.
 * Run: npm run bench:keystore
 */
const ROUNDS = Number(process.env.BENCH_KEYSTORE_ROUNDS ?? 15);
const WARMUP = 2;
const PASSWORD = 'Diwali sale 2026 ✓';

const key = await generateSigningKey({ commonName: 'Apkforge bench' });
const writes: number[] = [];
const reads: number[] = [];
let bytes = 0;
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  const writeStart = performance.now();
  const p12 = exportPkcs12(key, PASSWORD);
  const writeMs = performance.now() - writeStart;
  const readStart = performance.now();
  const read = importPkcs12(p12, PASSWORD);
  const readMs = performance.now() - readStart;
  if (!Buffer.from(read.certificate).equals(Buffer.from(key.certificate))) throw new Error('keystore round trip');
  if (round < WARMUP) continue;
  writes.push(writeMs);
  reads.push(readMs);
  bytes = p12.length;
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const write = figures(writes);
const read = figures(reads);
console.log(`load average before: ${loadavg()[0]!.toFixed(2)}; ${ROUNDS} rounds after ${WARMUP} warm-up`);
console.log(
  `write (600,000 rounds): median ${write.median.toFixed(0)} ms, p95 ${write.p95.toFixed(0)} ms, ${bytes} bytes`,
);
console.log(`read  (600,000 rounds): median ${read.median.toFixed(0)} ms, p95 ${read.p95.toFixed(0)} ms`);
console.log(JSON.stringify({ median_ms: Math.round(write.median), p95_ms: Math.round(write.p95), bytes }));
