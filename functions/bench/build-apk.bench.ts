import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { buildApk, generateSigningKey, type AppConfig } from '../src/engine/index.js';
import { benchIcon as icon, percentile } from './bench-icons.js';

/**
 * Builds 200 APKs with varied names and icons (PNG and JPEG of several sizes, generated here) and prints
 * median / p95 build time and sizes. The last line is one JSON object for tooling.
 * Run: npm run bench:apk
 */
const COUNT = 200;
const WARMUP = 5;
type Sharp = typeof import('sharp').default;
const sharp: Sharp = createRequire(import.meta.url)('sharp');

/**
 * A photo-like 512 px picture (the budget's "photo icon"): sky, ground texture, a sun, sensor noise, saved as a
 * phone saves photos (JPEG 85). Deterministic; unlike benchIcon() it has detail everywhere, as photos do.
 */
async function photoIcon(size: number): Promise<Uint8Array> {
  const data = Buffer.alloc(size * size * 3);
  let seed = 7;
  const noise = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 3;
      const sky = y < 260 + 30 * Math.sin(x / 40);
      const base = sky
        ? [90 + y / 4, 140 + y / 5, 220 - y / 6]
        : [60 + 40 * Math.sin(x / 13) * Math.cos(y / 17), 110 + 30 * Math.sin((x + y) / 23), 50];
      const sun = Math.max(0, 1 - Math.hypot(x - 380, y - 120) / 70) * 120;
      for (let c = 0; c < 3; c++) data[o + c] = Math.max(0, Math.min(255, base[c]! + sun + noise() * 30));
    }
  }
  const image = sharp(data, { raw: { width: size, height: size, channels: 3 } }).blur(0.8);
  return new Uint8Array(await image.jpeg({ quality: 85 }).toBuffer());
}

const NAMES = [
  'Test App',
  'हिन्दी समाचार',
  'متجر الكتب',
  '🍕 Pizza Hub',
  'Café Crème',
  'Москва Маркет',
  '東京ストア',
  'My Shop 42',
];
const SIZES = [48, 128, 192, 256, 512, 1024];

const feed = (packageName: string) => `https://apkforge.web.app/api/apps/${packageName}/notifications`;

async function configs(): Promise<AppConfig[]> {
  const list: AppConfig[] = [];
  for (let i = 0; i < COUNT; i++) {
    const config: AppConfig = {
      url: `https://shop${i}.example.com/?ref=${i}`,
      notificationFeedUrl: feed(`com.example.shop${i}`),
      appName: `${NAMES[i % NAMES.length]} ${i}`,
    };
    // Every other app brings its own icon; the rest get the generated letter icon.
    if (i % 2 === 1) config.icon = await icon(SIZES[(i >> 1) % SIZES.length]!, i % 4 === 1 ? 'png' : 'jpeg', i);
    list.push(config);
  }
  return list;
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
// Every app the functions build carries its notification feed (docs/shell-contract.md "Notifications").
const app = { url: 'https://example.com', appName: 'Test App', notificationFeedUrl: feed('com.example_.app') };
const noIcon = await buildApk(app, key);
const withIcon = await buildApk({ ...app, icon: await icon(512, 'png', 3) }, key);
const withPhoto = await buildApk({ ...app, icon: await photoIcon(512) }, key);
const kindOf = (i: number): 'icon' | 'letter' => (inputs[i]!.icon !== undefined ? 'icon' : 'letter');
const byKind = (list: number[], kind: 'icon' | 'letter') =>
  list.filter((_, i) => kindOf(i) === kind).sort((a, b) => a - b);
const round = (n: number) => Math.round(n * 100) / 100;
// CPU time is less sensitive than wall time to other work on the machine (load average below).
const summary = (list: number[]) => `median ${round(percentile(list, 50))} ms, p95 ${round(percentile(list, 95))} ms`;
console.log(
  `built ${COUNT} APKs in ${round(total)} ms on ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`  letter icon: wall ${summary(byKind(times, 'letter'))}; cpu ${summary(byKind(cpuTimes, 'letter'))}`);
console.log(
  `  own icon (PNG/JPEG ${SIZES.join('/')} px): wall ${summary(byKind(times, 'icon'))}; cpu ${summary(byKind(cpuTimes, 'icon'))}`,
);
console.log(
  `  all: wall ${summary(sorted)}, max ${round(sorted[sorted.length - 1]!)} ms; cpu ${summary([...cpuTimes].sort((a, b) => a - b))}`,
);
// Budgets (docs/shell-contract.md "Size budgets"): under 40 KiB without an icon (with the notification feed),
// under 64 KiB with a 512 px photo icon.
console.log(
  `  size without icon ${noIcon.size} bytes (budget 40960), with a 512x512 PNG logo ${withIcon.size} bytes, with a 512 px photo icon ${withPhoto.size} bytes (budget 65536)`,
);
console.log(
  JSON.stringify({
    median_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    apks_per_s: round((COUNT * 1000) / total),
    bytes_no_icon: noIcon.size,
    bytes_with_icon: withIcon.size,
    bytes_with_photo_icon: withPhoto.size,
  }),
);
