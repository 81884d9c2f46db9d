import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aapt2Pipeline, aaptPipeline, missingForGoogle, unpackOurs, writeGoogleSource } from './google-pipeline.js';
import { iconPng } from './icon-png.js';

/**
 * The whole command, spawn to exit, for one app with a 512 px PNG icon and a reused keystore, against Google's own
 * pipeline without Gradle for the same app, pictures, dex and key, in one interleaved run (a change in the
 * machine's load hits every side alike):
 * - `node tools/apk-cli/launch.mjs apk ...`: our command without npm's own start;
 * - `npm run apk -- ...`: the same through npm, as the README shows it;
 * - the same two for `aab` (Google has no pipeline without Gradle for a bundle to compare with);
 * - aapt package + aapt add + zipalign + apksigner sign, with Debian's android-framework-res as the framework;
 * - aapt2 compile + aapt2 link + aapt add + zipalign + apksigner sign, against the same framework.
 * Wall time from spawn to exit; CPU time (user + system, children included) from /usr/bin/time when it exists.
 * BENCH_ROUNDS sets the rounds (default 5), after one untimed warm-up round (builds the CLI if stale, fills caches).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('../launch.mjs', import.meta.url));
const APP = { url: 'https://example.com', label: 'Bench App', packageName: 'com.example_.app', host: 'example.com' };

const onPath = (tool: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
const TIME = onPath('time') ? '/usr/bin/time' : null;

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

interface Side {
  label: string;
  command: string;
  cwd: string;
  output: string;
  wall: number[];
  cpu: number[];
}

/** Runs one side once: wall time from spawn to exit, CPU time of the whole process tree. */
function runOnce(side: Side, dir: string): void {
  const report = join(dir, 'time.txt');
  const argv = TIME ? [TIME, '-f', '%U %S', '-o', report, 'sh', '-c', side.command] : ['sh', '-c', side.command];
  const start = performance.now();
  const result = spawnSync(argv[0]!, argv.slice(1), { cwd: side.cwd, encoding: 'utf8', env: process.env });
  const wall = performance.now() - start;
  if (result.status !== 0) throw new Error(`${side.label} failed:\n${side.command}\n${result.stderr}`);
  side.wall.push(wall);
  if (TIME) {
    const [user, system] = readFileSync(report, 'utf8').trim().split(/\s+/).map(Number) as [number, number];
    side.cpu.push((user + system) * 1000);
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
function stats(times: number[]) {
  if (!times.length) return { median: NaN, p95: NaN };
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: round1(sorted[Math.floor(sorted.length / 2)]!),
    p95: round1(sorted[Math.ceil(sorted.length * 0.95) - 1]!),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'cli-bench-'));
try {
  const icon = join(dir, 'icon.png');
  writeFileSync(icon, iconPng(512));
  const ours = join(dir, 'ours.apk');
  const viaNpm = join(dir, 'npm.apk');
  const bundle = join(dir, 'ours.aab');
  const bundleViaNpm = join(dir, 'npm.aab');
  const options = `${APP.url} --name ${q(APP.label)} --icon ${q(icon)}`;
  // Created by this first, untimed run; Google's side signs with it too (npm.apk gets its own at its warm-up).
  const keystore = join(dir, 'ours.keystore.p12');
  execFileSync(process.execPath, [LAUNCHER, 'apk', ...[APP.url, '--name', APP.label, '--icon', icon, '--out', ours]], {
    cwd: dir,
    stdio: 'pipe',
  });
  const signing = { keystore, passwordFile: `${keystore}.password` };
  const sides: Side[] = [
    {
      label: 'ours: node tools/apk-cli/launch.mjs apk',
      command: `${q(process.execPath)} ${q(LAUNCHER)} apk ${options} --out ${q(ours)}`,
      cwd: dir,
      output: ours,
    },
    {
      label: 'ours: npm run apk',
      command: `npm run --silent apk -- ${options} --out ${q(viaNpm)}`,
      cwd: ROOT,
      output: viaNpm,
    },
    {
      label: 'ours: node tools/apk-cli/launch.mjs aab',
      command: `${q(process.execPath)} ${q(LAUNCHER)} aab ${options} --out ${q(bundle)}`,
      cwd: dir,
      output: bundle,
    },
    {
      label: 'ours: npm run aab',
      command: `npm run --silent aab -- ${options} --out ${q(bundleViaNpm)}`,
      cwd: ROOT,
      output: bundleViaNpm,
    },
  ].map((side) => ({ ...side, wall: [], cpu: [] }));

  const missing = missingForGoogle(onPath);
  if (missing.length) {
    console.log(
      `SKIPPED: Google's pipeline (aapt, aapt2, zipalign, apksigner) not timed: missing ${missing.join(', ')}`,
    );
  } else {
    const src = join(dir, 'google-src');
    writeGoogleSource(src, APP);
    unpackOurs(ours, src);
    const aapt = join(dir, 'google-aapt.apk');
    const aapt2 = join(dir, 'google-aapt2.apk');
    sides.push(
      {
        label: 'Google: aapt + zipalign + apksigner',
        command: aaptPipeline(src, aapt, signing),
        cwd: src,
        output: aapt,
        wall: [],
        cpu: [],
      },
      {
        label: 'Google: aapt2 + zipalign + apksigner',
        command: aapt2Pipeline(src, aapt2, signing),
        cwd: src,
        output: aapt2,
        wall: [],
        cpu: [],
      },
    );
  }

  for (const side of sides) runOnce({ ...side, wall: [], cpu: [] }, dir); // warm-up, not timed
  for (let round = 0; round < ROUNDS; round++) for (const side of sides) runOnce(side, dir);

  console.log(
    `bench:cli: one app, 512 px PNG icon, reused keystore; ${ROUNDS} interleaved rounds on ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const figures = sides.map((side) => ({
    side,
    wall: stats(side.wall),
    cpu: stats(side.cpu),
    bytes: statSync(side.output).size,
  }));
  for (const { side, wall, cpu, bytes } of figures) {
    const cpuText = TIME ? `, CPU median ${cpu.median} ms` : '';
    console.log(`  ${side.label.padEnd(40)} median ${wall.median} ms, p95 ${wall.p95} ms${cpuText}; ${bytes} bytes`);
  }
  const [direct, npm, aabDirect, aabNpm, aapt, aapt2] = figures;
  console.log(`  npm's own start: ${round1(npm!.wall.median - direct!.wall.median)} ms (difference of the medians)`);
  if (aapt && aapt2) {
    const fastest = Math.min(aapt.wall.median, aapt2.wall.median);
    console.log(
      `  ours / Google's faster pipeline (median wall): ${(direct!.wall.median / fastest).toFixed(2)} direct, ${(npm!.wall.median / fastest).toFixed(2)} through npm`,
    );
  }
  const json: Record<string, number> = {
    median_ms: direct!.wall.median,
    p95_ms: direct!.wall.p95,
    bytes: direct!.bytes,
    npm_median_ms: npm!.wall.median,
    npm_p95_ms: npm!.wall.p95,
    aab_median_ms: aabDirect!.wall.median,
    aab_p95_ms: aabDirect!.wall.p95,
    aab_bytes: aabDirect!.bytes,
    aab_npm_median_ms: aabNpm!.wall.median,
    aab_npm_p95_ms: aabNpm!.wall.p95,
  };
  if (aapt && aapt2) {
    Object.assign(json, {
      aapt_median_ms: aapt.wall.median,
      aapt_p95_ms: aapt.wall.p95,
      aapt_bytes: aapt.bytes,
      aapt2_median_ms: aapt2.wall.median,
      aapt2_p95_ms: aapt2.wall.p95,
      aapt2_bytes: aapt2.bytes,
    });
  }
  console.log(JSON.stringify(json));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
