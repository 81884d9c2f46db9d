import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOrExit, UsageError } from '@apkforge/test-kit';
import { startBackgroundStack } from './background-stack.js';
import { commandOf, printVariantStats, type Round } from './bench-tests-stats.js';
import { ROOT_DIR } from './stack-config.js';
import { TIMINGS_FILE, type Timings } from './test-progress.js';

const USAGE = `npm run bench:tests [-- --rounds <n>] [-- --cold] [-- --with-quick] [-- --attached] [-- -- <npm test options>]
  Runs "npm test" (with the options after --) n times (default 3) and prints how long each phase took: median and
  p95 of the whole run, its CPU, phase 1, the stack answering, phase 2, and the five longest suites, with the load
  average (1, 5, 15 min) before and after each round: the figures mean something only on an otherwise idle machine.
  --with-quick  each round also runs the same options with --quick (the two alternate, so a change of load weighs on
                both); medians per variant
  --cold        clears the caches a clean clone lacks before each run (tsc build info, the suites' durations, the
                stack's builds), as CI starts
  --attached    starts "npm start" in the background first (as another terminal would) and stops it at the end: phase 2
                then runs on that stack (with --cold, the stack's own builds are kept)
  Phase 2 uses the local stack's fixed ports: run it under the stack lock (flock /tmp/apkforge-stack.lock npm run
  bench:tests). The last line is one JSON object. The coordinator's figures: --rounds 3 --cold --with-quick.`;

/** What a clean clone does not have: build info, the stack's builds and their stamps. */
const RUN_CACHES = ['node_modules/.cache/tsc', 'node_modules/.cache/apkforge-test-durations.json'];
const STACK_CACHES = ['node_modules/.cache/apkforge-stack', 'functions/lib', 'web/dist'];

const { values, positionals } = parseOrExit('bench:tests', USAGE, () => {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      rounds: { type: 'string', default: '3' },
      cold: { type: 'boolean', default: false },
      'with-quick': { type: 'boolean', default: false },
      attached: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (!/^[1-9]\d*$/.test(parsed.values.rounds)) throw new UsageError('--rounds must be a positive integer');
  if (parsed.values['with-quick'] && parsed.positionals.includes('--quick'))
    throw new UsageError('--with-quick adds --quick itself: leave it out of the npm test options');
  return parsed;
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const logDir = join(ROOT_DIR, 'node_modules', '.cache', 'apkforge-bench-tests');
mkdirSync(logDir, { recursive: true });
const variants = values['with-quick'] ? [positionals, [...positionals, '--quick']] : [positionals];
const caches = values.attached ? RUN_CACHES : [...RUN_CACHES, ...STACK_CACHES];

function fail(message: string): never {
  console.error(`bench:tests: ${message}`);
  process.exit(1);
}

function runOnce(args: readonly string[], round: number): Round {
  if (values.cold) for (const cache of caches) rmSync(join(ROOT_DIR, cache), { recursive: true, force: true });
  rmSync(TIMINGS_FILE, { force: true });
  const logFile = join(logDir, `round-${round}${args.length > 0 ? `-${args.join('').replace(/\W+/g, '-')}` : ''}.log`);
  const before = load();
  const began = Date.now();
  // /usr/bin/time adds the CPU time of everything the run started (Debian's `time` package; absent, no CPU column).
  const time = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'cpu %U %S'] : [];
  const [program, ...rest] = [...time, 'npm', 'test', '--', ...args];
  const run = spawnSync(program ?? 'npm', rest, { cwd: ROOT_DIR, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const wall = (Date.now() - began) / 1000;
  const output = `${run.stdout}${run.stderr}`;
  writeFileSync(logFile, output);
  const cpuMatch = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr);
  const verdict = /(\d+ passed, \d+ failed)\s*\n[^\n]*timings/.exec(output)?.[1] ?? `exit ${run.status}`;
  if (!existsSync(TIMINGS_FILE))
    throw new Error(`round ${round}: npm test wrote no timings (exit ${run.status}; log: ${logFile})`);
  const timings = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as Timings;
  const cpu = cpuMatch ? Number(cpuMatch[1]) + Number(cpuMatch[2]) : null;
  const result: Round = { timings, wall, cpu, verdict, load: `${before} -> ${load()}` };
  console.log(
    `round ${round}, ${commandOf(args)}: ${wall.toFixed(0)} s wall${cpu === null ? '' : `, ${cpu.toFixed(0)} s CPU`}, ${verdict}, load average ${result.load} (log: ${logFile})`,
  );
  return result;
}

console.log(`load average before the first round: ${load()}`);
const stack = values.attached
  ? await startBackgroundStack(join(logDir, 'npm-start.log')).catch((error: unknown) => fail(String(error)))
  : undefined;
if (stack) console.log(`npm start runs in the background (pid ${stack.pid}); phase 2 attaches to it`);
const rounds = variants.map((): Round[] => []);
let failure: string | undefined;
try {
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    variants.forEach((args, index) => rounds[index]?.push(runOnce(args, round)));
  }
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  // The background stack stops before the bench exits, whatever happened.
  await stack?.stop();
}
if (failure) fail(failure);
const summaries = variants.map((args, index) =>
  printVariantStats(args, rounds[index] ?? [], { cold: values.cold, attached: values.attached }),
);
console.log(JSON.stringify(summaries.length === 1 ? summaries[0] : summaries));
