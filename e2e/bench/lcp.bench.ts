import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { systemTool } from '@apkforge/test-kit';
import { launchChromium } from '../src/chromium.js';
import { measureLcp, type NetworkProfile } from './lcp-probe.js';
import { serveStatic } from './static-server.js';

/**
 * Largest Contentful Paint of the signed-out home (`/`), cold cache, median and p95 of RUNS loads per profile:
 *   - loopback: 1440x900, no throttling (what a developer sees locally);
 *   - phone:    390x844, 1.6 Mb/s down, 750 kb/s up, 150 ms round trip, CPU slowed 4x (a mid-range phone on 3G).
 * It builds the web app (emulator mode) into a temporary folder and serves it as Hosting does (SPA rewrite, gzip,
 * immutable assets), or measures a running server with `--base http://localhost:5000`. Also printed: when the
 * landing route's chunk starts downloading, and whether the page loaded the Database or Functions SDK (it must not).
 * The machine's load average (1 and 5 minutes) is printed before and after: figures from a busy machine are high.
 * Run: npm run bench:lcp [-- --runs 5] [-- --base <url>]. The last line is one JSON object for tooling.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** docs/architecture.md "Prerendered pages": the medians the signed-out home must stay under. */
const TARGET_MS: Record<string, number> = { loopback: 1000, phone: 2500 };

const PROFILES: NetworkProfile[] = [
  { name: 'loopback', viewport: { width: 1440, height: 900 }, mobile: false },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    mobile: true,
    // Chrome DevTools' numbers: throughput in bytes per second, latency added to every request.
    network: { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 },
    cpuSlowdown: 4,
  },
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function buildWeb(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'emulator', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(repoRoot, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (value: number) => Math.round(value);

async function main(): Promise<void> {
  // Full Chromium, not the headless shell the suites prefer: the figures are what a person's browser paints.
  const chromium = systemTool('chromium', 'chromium');
  if (!chromium.path) {
    console.log('SKIPPED: bench:lcp needs Chromium (apt-get install chromium)');
    return;
  }
  const runs = Number(option('runs') ?? 5);
  let base = option('base');
  let stop = async () => {};
  let outDir: string | undefined;
  if (!base) {
    outDir = mkdtempSync(join(tmpdir(), 'apkforge-lcp-'));
    buildWeb(outDir);
    const server = await serveStatic(outDir);
    base = server.url;
    stop = server.close;
  }
  const browser: Browser = await launchChromium(chromium.path);
  const loadBefore = loadAverage();
  console.log(`load average before: ${loadBefore.join(', ')} (1, 5 min; ${cpus().length} cores)`);
  const report: Record<string, unknown> = {};
  try {
    for (const profile of PROFILES) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureLcp(browser, `${base}/`, profile));
      const forbidden = samples.flatMap((sample) => sample.forbiddenSdks);
      if (forbidden.length > 0) throw new Error(`the signed-out home loaded ${[...new Set(forbidden)].join(', ')}`);
      const lcp = samples.map((sample) => sample.lcpMs).sort((a, b) => a - b);
      const chunkStart = samples.map((sample) => sample.routeChunkStartMs).sort((a, b) => a - b);
      report[profile.name] = {
        median_ms: round(percentile(lcp, 50)),
        p95_ms: round(percentile(lcp, 95)),
        route_chunk_start_ms: round(percentile(chunkStart, 50)),
      };
      const element = samples.at(-1)?.lcpElement ?? '?';
      const target = TARGET_MS[profile.name];
      const verdict =
        target === undefined ? '' : `; target ${target} ms: ${percentile(lcp, 50) < target ? 'met' : 'NOT met'}`;
      console.log(
        `${profile.name.padEnd(8)} LCP median ${round(percentile(lcp, 50))} ms, p95 ${round(percentile(lcp, 95))} ms ` +
          `(${runs} cold loads: ${lcp.map(round).join(', ')}); landing chunk starts at ${round(percentile(chunkStart, 50))} ms; ` +
          `LCP element ${element}${verdict}`,
      );
    }
  } finally {
    await browser.close();
    await stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
  const loadAfter = loadAverage();
  console.log(`load average after: ${loadAfter.join(', ')}`);
  console.log(JSON.stringify({ ...report, load_average: { before: loadBefore, after: loadAfter } }));
}

/** The 1- and 5-minute load averages, two decimals. */
function loadAverage(): number[] {
  return loadavg()
    .slice(0, 2)
    .map((value) => Math.round(value * 100) / 100);
}

await main();
