import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { buildApk, generateSigningKey, type AppConfig } from '../src/apk/index.js';

/**
 * Builds 200 APKs with varied names and icons (PNG and JPEG of several sizes, generated here) and prints
 * median / p95 build time and sizes. The last line is one JSON object for tooling.
 * Run: npm run bench:apk
 */
const COUNT = 200;
const WARMUP = 5;
type Sharp = typeof import('sharp').default;
const sharp: Sharp = createRequire(import.meta.url)('sharp');

async function icon(size: number, format: 'png' | 'jpeg', seed: number): Promise<Uint8Array> {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size * 0.45) ** 2;
      data[o] = (x * 255) / size;
      data[o + 1] = (seed * 37) % 256;
      data[o + 2] = (y * 255) / size;
      data[o + 3] = inside ? 255 : 0;
    }
  }
  const image = sharp(data, { raw: { width: size, height: size, channels: 4 } });
  return new Uint8Array(format === 'png' ? await image.png().toBuffer() : await image.flatten({ background: '#fff' }).jpeg({ quality: 85, progressive: seed % 2 === 0 }).toBuffer());
}

const NAMES = ['Test App', 'हिन्दी समाचार', 'متجر الكتب', '🍕 Pizza Hub', 'Café Crème', 'Москва Маркет', '東京ストア', 'My Shop 42'];
const SIZES = [48, 128, 192, 256, 512, 1024];

async function configs(): Promise<AppConfig[]> {
  const list: AppConfig[] = [];
  for (let i = 0; i < COUNT; i++) {
    const config: AppConfig = { url: `https://shop${i}.example.com/?ref=${i}`, appName: `${NAMES[i % NAMES.length]} ${i}` };
    // Every other app brings its own icon; the rest get the generated letter icon.
    if (i % 2 === 1) config.icon = await icon(SIZES[(i >> 1) % SIZES.length]!, i % 4 === 1 ? 'png' : 'jpeg', i);
    list.push(config);
  }
  return list;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const key = await generateSigningKey({ commonName: 'Benchmark' });
const inputs = await configs();
for (let i = 0; i < WARMUP; i++) await buildApk(inputs[i]!, key);
const times: number[] = [];
const cpuTimes: number[] = [];
const started = performance.now();
for (const config of inputs) {
  const t = performance.now();
  const cpu = process.cpuUsage();
  await buildApk(config, key);
  const used = process.cpuUsage(cpu);
  times.push(performance.now() - t);
  cpuTimes.push((used.user + used.system) / 1000);
}
const total = performance.now() - started;
const sorted = [...times].sort((a, b) => a - b);
const noIcon = await buildApk({ url: 'https://example.com', appName: 'Test App' }, key);
const withIcon = await buildApk({ url: 'https://example.com', appName: 'Test App', icon: await icon(512, 'png', 3) }, key);
const byKind = (kind: 'icon' | 'letter') => times.filter((_, i) => (inputs[i]!.icon !== undefined) === (kind === 'icon')).sort((a, b) => a - b);
const round = (n: number) => Math.round(n * 100) / 100;
console.log(`built ${COUNT} APKs in ${round(total)} ms on ${process.version}`);
console.log(`  letter icon: median ${round(percentile(byKind('letter'), 50))} ms, p95 ${round(percentile(byKind('letter'), 95))} ms`);
console.log(`  own icon (PNG/JPEG ${SIZES.join('/')} px): median ${round(percentile(byKind('icon'), 50))} ms, p95 ${round(percentile(byKind('icon'), 95))} ms`);
console.log(`  all: median ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, max ${round(sorted[sorted.length - 1]!)} ms`);
// CPU time is less sensitive than wall time to other work on the machine (load average below).
const cpuSorted = [...cpuTimes].sort((a, b) => a - b);
console.log(`  cpu time: median ${round(percentile(cpuSorted, 50))} ms, p95 ${round(percentile(cpuSorted, 95))} ms; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`  size without icon ${noIcon.size} bytes, with a 512x512 PNG icon ${withIcon.size} bytes`);
console.log(JSON.stringify({
  median_ms: round(percentile(sorted, 50)),
  p95_ms: round(percentile(sorted, 95)),
  apks_per_s: round((COUNT * 1000) / total),
  bytes_no_icon: noIcon.size,
  bytes_with_icon: withIcon.size,
}));
