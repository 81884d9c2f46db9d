import { loadavg } from 'node:os';
import { buildBundle, generateSigningKey, type AppConfig } from '../src/engine/index.js';
import { benchIcon, percentile } from './bench-icons.js';

/**
 * Builds App Bundles for varied configs and prints median / p95 build time and sizes: 200 without an icon
 * (letter icon; names in many scripts, translations, permissions, orientations, colours), then 60 with the
 * user's own PNG or JPEG icon of several sizes. Each build includes our validator's run on the bundle.
 * The last line is one JSON object for the no-icon builds: {"median_ms":…,"p95_ms":…,"bytes":…}.
 * Run: npm run bench:aab
 */
const COUNT = 200;
const ICON_COUNT = 60;
const WARMUP = 5;
const NAMES = ['Test App', 'हिन्दी समाचार', 'متجر الكتب', '🍕 Pizza Hub', 'Café Crème', 'Москва Маркет', '東京ストア'];
const LABELS: (Record<string, string> | undefined)[] = [
  undefined,
  { hi: 'दुकान' },
  { 'pt-BR': 'Loja', 'es-419': 'Tienda', 'zh-Hant-TW': '商店' },
];
const ORIENTATIONS = ['any', 'portrait', 'landscape'] as const;
const ICON_SIZES = [48, 192, 512, 1024];

function config(i: number): AppConfig {
  const c: AppConfig = {
    url: `https://shop${i}.example.com/?ref=${i}`,
    appName: `${NAMES[i % NAMES.length]} ${i}`,
    orientation: ORIENTATIONS[i % 3],
    themeColor: `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
    permissions: { camera: i % 2 === 0, location: i % 5 === 0 },
  };
  const labels = LABELS[i % LABELS.length];
  if (labels) c.labels = labels;
  return c;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function timeBuilds(configs: AppConfig[], key: Awaited<ReturnType<typeof generateSigningKey>>) {
  for (let i = 0; i < WARMUP; i++) await buildBundle(configs[i % configs.length]!, key);
  const times: number[] = [];
  const sizes: number[] = [];
  for (const c of configs) {
    const t = performance.now();
    const bundle = await buildBundle(c, key);
    times.push(performance.now() - t);
    sizes.push(bundle.size);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), sizes };
}

const key = await generateSigningKey({ commonName: 'Benchmark' });
const plain = Array.from({ length: COUNT }, (_, i) => config(i));
const withIcons: AppConfig[] = [];
for (let i = 0; i < ICON_COUNT; i++) {
  const size = ICON_SIZES[i % ICON_SIZES.length]!;
  withIcons.push({ ...config(i), icon: await benchIcon(size, i % 2 ? 'png' : 'jpeg', i) });
}
const icons = await timeBuilds(withIcons, key);
const letters = await timeBuilds(plain, key);
const noIcon = await buildBundle({ url: 'https://example.com', appName: 'Test App' }, key);
const icon512 = await buildBundle(
  { url: 'https://example.com', appName: 'Test App', icon: await benchIcon(512, 'png', 3) },
  key,
);
console.log(
  `App Bundles on ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `  own icon (PNG/JPEG ${ICON_SIZES.join('/')} px), ${ICON_COUNT} bundles: median ${icons.median} ms, p95 ${icons.p95} ms; 512 px PNG icon ${icon512.size} bytes`,
);
console.log(
  `  letter icon, ${COUNT} bundles: median ${letters.median} ms, p95 ${letters.p95} ms; sizes ${Math.min(...letters.sizes)}-${Math.max(...letters.sizes)} bytes`,
);
console.log(JSON.stringify({ median_ms: letters.median, p95_ms: letters.p95, bytes: noIcon.size }));
