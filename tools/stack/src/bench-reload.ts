import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOrExit, UsageError } from '@apkforge/test-kit';
import { ROOT_DIR, STACK_URLS } from './stack-config.js';
import { readStackState } from './stack-state.js';

const USAGE = `npm run bench:reload [-- --rounds <n>]
  While "npm run dev" runs: edits what GET /api/health answers in functions/src (and puts it back after), and times
  each edit until the running stack serves the new answer (save -> tsc watch build -> Functions emulator reload ->
  a new worker). Prints median and p95 over n rounds (default 5); the last line is one JSON object.`;

/** The route whose answer the edits change: a real handler, served through Hosting's /api/** rewrite. */
const ROUTES = join(ROOT_DIR, 'functions', 'src', 'delivery', 'api-routes.ts');
const ANSWER = 'json(200, { ok: true })';
const POLL_MS = 100;
const GIVE_UP_MS = 120_000;

const { values } = parseOrExit('bench:reload', USAGE, () => {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    options: { rounds: { type: 'string', default: '5' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (!/^[1-9]\d*$/.test(parsed.values.rounds)) throw new UsageError('--rounds must be a positive integer');
  return parsed;
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!readStackState()?.dev) {
  console.error('bench:reload: start "npm run dev" first (it rebuilds the functions on save)');
  process.exit(1);
}

const original = readFileSync(ROUTES, 'utf8');
if (!original.includes(ANSWER)) {
  console.error(`bench:reload: ${ROUTES} no longer answers /health with ${ANSWER}; update the bench`);
  process.exit(1);
}

async function served(marker: string): Promise<boolean> {
  try {
    const response = await fetch(`${STACK_URLS.hosting}/api/health`, { signal: AbortSignal.timeout(30_000) });
    return (await response.text()).includes(marker);
  } catch {
    return false;
  }
}

const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const times: number[] = [];
try {
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const marker = `reload-${Date.now().toString(36)}`;
    const saved = Date.now();
    writeFileSync(ROUTES, original.replace(ANSWER, `json(200, { ok: true, edit: '${marker}' })`));
    while (!(await served(marker))) {
      if (Date.now() - saved > GIVE_UP_MS) throw new Error(`round ${round}: not served after ${GIVE_UP_MS / 1000} s`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, POLL_MS));
    }
    times.push(Date.now() - saved);
    console.log(`round ${round}: edit -> served in ${((Date.now() - saved) / 1000).toFixed(1)} s`);
  }
} finally {
  writeFileSync(ROUTES, original);
}
const median = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(`edit -> new behaviour served: median ${(median / 1000).toFixed(1)} s, p95 ${(p95 / 1000).toFixed(1)} s`);
console.log(JSON.stringify({ rounds: times.length, median_ms: median, p95_ms: p95 }));
