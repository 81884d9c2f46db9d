import type { Timings } from './test-progress.js';

/** One `npm test` of bench:tests. */
export interface Round {
  readonly timings: Timings;
  /** Seconds. */
  readonly wall: number;
  /** User + system seconds of everything the run started, when /usr/bin/time is there. */
  readonly cpu: number | null;
  /** "N passed, N failed", or how it exited. */
  readonly verdict: string;
  /** The load averages (1, 5, 15 min) before and after it. */
  readonly load: string;
}

interface Stat {
  readonly median: number;
  readonly p95: number;
}

/** How the run was typed. */
export const commandOf = (args: readonly string[]) =>
  ['npm test', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');

const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function stat(rounds: readonly Round[], pick: (round: Round) => number | null): Stat | null {
  const list = rounds.map(pick).filter((value): value is number => value !== null);
  return list.length === 0 ? null : { median: percentile(list, 50), p95: percentile(list, 95) };
}

/** Prints one variant's medians and p95s (the whole run, its phases, its five longest suites); returns them as data. */
export function printVariantStats(
  args: readonly string[],
  rounds: readonly Round[],
  how: { cold: boolean; attached: boolean },
): Record<string, unknown> {
  const rows: [string, Stat | null][] = [
    ['whole run (wall)', stat(rounds, (r) => r.wall)],
    ['CPU (user + sys)', stat(rounds, (r) => r.cpu)],
    ['phase 1', stat(rounds, (r) => r.timings.phase1)],
    ['stack answering at', stat(rounds, (r) => r.timings.stackReady)],
    ['phase 2 done at', stat(rounds, (r) => r.timings.phase2)],
  ];
  const longest = Object.entries(rounds.at(-1)?.timings.suites ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([label]) => label);
  for (const label of longest) rows.push([label, stat(rounds, (r) => r.timings.suites[label] ?? null)]);

  const conditions = [how.cold ? 'cold caches' : 'warm caches', ...(how.attached ? ['on a running npm start'] : [])];
  console.log(`\n${commandOf(args)}: ${rounds.length} round(s), ${conditions.join(', ')}`);
  for (const [label, value] of rows) {
    if (value) console.log(`  ${label.padEnd(48)} median ${value.median.toFixed(0)} s, p95 ${value.p95.toFixed(0)} s`);
  }
  console.log(`  load average (1 5 15 min) before -> after: ${rounds.map((r) => r.load).join('; ')}`);
  return {
    args,
    cold: how.cold,
    attached: how.attached,
    rounds: rounds.length,
    verdicts: rounds.map((r) => r.verdict),
    load: rounds.map((r) => r.load),
    ...Object.fromEntries(rows),
  };
}
