import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/**
 * How long each suite took last time (seconds, by label; `--quick` runs apart), kept across runs so the next run
 * starts the longest first: with a few slots, the long ones started last are what a run waits for at the end.
 */
const DURATIONS_FILE = join(ROOT_DIR, 'node_modules', '.cache', 'apkforge-test-durations.json');

export type Durations = Record<string, number>;

export function readDurations(file = DURATIONS_FILE): Durations {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Durations) : {};
  } catch {
    return {};
  }
}

export function writeDurations(durations: Durations, file = DURATIONS_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(durations, null, 2)}\n`);
}

/**
 * About what a suite takes in a cold `npm test`, seconds, for a suite no run has recorded yet (a clean clone, as in
 * CI): the first pattern that matches the label wins. From the cold runs of 2026-11-29 (bench:tests), so the
 * longest start first there too: the functions' unit suites (one with the 200-app property test), the web app's.
 * The lint (oxlint) and the format check (oxfmt) take seconds: the default.
 */
const FIRST_RUN_GUESSES: readonly (readonly [RegExp, number])[] = [
  [/^functions unit$/, 300],
  [/^functions unit \(Google tools\)$/, 220],
  [/\(Google tools\)$/, 30],
  // Phase 2's lane: the browser journeys first.
  [/^@apkforge\/e2e integration$/, 430],
  [/^functions integration$/, 270],
  [/^@apkforge\/web unit$/, 100],
  [/^typecheck$/, 20],
];

/** A suite's priority: its last duration, else its first-run guess, else 10 (the small packages, started last). */
export function priorityOf(key: string, label: string, durations: Durations): number {
  return durations[key] ?? FIRST_RUN_GUESSES.find(([pattern]) => pattern.test(label))?.[1] ?? 10;
}
