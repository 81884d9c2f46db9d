import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOrExit, UsageError } from '@apkforge/test-kit';
import { ROOT_DIR } from './stack-config.js';
import { TIMINGS_FILE, type Timings } from './test-progress.js';

const USAGE = `npm run bench:tests [-- --rounds <n>] [-- --cold] [-- -- <npm test options>]
  Runs "npm test" (with the options after --, for example --quick) n times (default 1) and prints how long each phase
  took: median and p95 of the whole run, phase 1, the stack answering, phase 2, and the five longest suites.
  --cold  clears the caches a clean clone lacks before each round (tsc build info, ESLint, Prettier, the stack's
          builds), as CI starts.
  Phase 2 starts the local stack: run it under the stack lock (flock /tmp/apkforge-stack.lock npm run bench:tests).
  The last line is one JSON object.`;

/** What a clean clone does not have: build info, lint and format caches, the stack's builds and their stamps. */
const CACHES = [
  'node_modules/.cache/tsc',
  'node_modules/.cache/eslint',
  'node_modules/.cache/prettier',
  'node_modules/.cache/apkforge-stack',
  'node_modules/.cache/apkforge-test-durations.json',
  'functions/lib',
  'web/dist',
];

const { values, positionals } = parseOrExit('bench:tests', USAGE, () => {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      rounds: { type: 'string', default: '1' },
      cold: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (!/^[1-9]\d*$/.test(parsed.values.rounds)) throw new UsageError('--rounds must be a positive integer');
  return parsed;
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const logDir = join(ROOT_DIR, 'node_modules', '.cache', 'apkforge-bench-tests');
mkdirSync(logDir, { recursive: true });

interface Round {
  timings: Timings;
  wall: number;
  cpu: number | null;
  verdict: string;
  load: string;
}

const rounds: Round[] = [];
for (let round = 1; round <= Number(values.rounds); round += 1) {
  if (values.cold) for (const cache of CACHES) rmSync(join(ROOT_DIR, cache), { recursive: true, force: true });
  const logFile = join(logDir, `round-${round}.log`);
  const before = load();
  const began = Date.now();
  // /usr/bin/time adds the CPU time of everything the run started (Debian's `time` package; absent, no CPU column).
  const time = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'cpu %U %S'] : [];
  const [program, ...args] = [...time, 'npm', 'test', '--', ...positionals];
  const run = spawnSync(program ?? 'npm', args, { cwd: ROOT_DIR, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const wall = (Date.now() - began) / 1000;
  const output = `${run.stdout}${run.stderr}`;
  writeFileSync(logFile, output);
  const cpuMatch = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr);
  const verdict = /(\d+ passed, \d+ failed)\s*\n[^\n]*timings/.exec(output)?.[1] ?? `exit ${run.status}`;
  require(existsSync(TIMINGS_FILE), `round ${round}: npm test wrote no timings (exit ${run.status})`);
  const timings = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as Timings;
  const cpu = cpuMatch ? Number(cpuMatch[1]) + Number(cpuMatch[2]) : null;
  rounds.push({ timings, wall, cpu, verdict, load: `${before} -> ${load()}` });
  console.log(
    `round ${round}: ${wall.toFixed(0)} s wall${cpu === null ? '' : `, ${cpu.toFixed(0)} s CPU`}, ${verdict}, load average ${before} -> ${load()} (log: ${logFile})`,
  );
}

function require(condition: boolean, message: string): void {
  if (!condition) {
    console.error(`bench:tests: ${message}`);
    process.exit(1);
  }
}

const stat = (pick: (round: Round) => number | null) => {
  const list = rounds.map(pick).filter((value): value is number => value !== null);
  return list.length === 0 ? null : { median: percentile(list, 50), p95: percentile(list, 95) };
};
const rows: [string, ReturnType<typeof stat>][] = [
  ['whole run (wall)', stat((r) => r.wall)],
  ['CPU (user + sys)', stat((r) => r.cpu)],
  ['phase 1', stat((r) => r.timings.phase1)],
  ['stack answering at', stat((r) => r.timings.stackReady)],
  ['phase 2 done at', stat((r) => r.timings.phase2)],
];
const last = rounds.at(-1)?.timings.suites ?? {};
const longest = Object.entries(last)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5)
  .map(([label]) => label);
for (const label of longest) rows.push([label, stat((r) => r.timings.suites[label] ?? null)]);

console.log(`\nnpm test -- ${positionals.join(' ')}: ${rounds.length} round(s)${values.cold ? ', cold caches' : ''}`);
for (const [label, value] of rows) {
  if (value) console.log(`  ${label.padEnd(48)} median ${value.median.toFixed(0)} s, p95 ${value.p95.toFixed(0)} s`);
}
console.log(
  JSON.stringify({
    args: positionals,
    cold: values.cold,
    rounds: rounds.length,
    verdicts: rounds.map((r) => r.verdict),
    load: rounds.map((r) => r.load),
    ...Object.fromEntries(rows.map(([label, value]) => [label, value])),
  }),
);
