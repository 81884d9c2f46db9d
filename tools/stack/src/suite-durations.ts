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
 * A suite's priority: its last duration, else a guess from its kind (a first run on a clean clone), so the
 * Google-tool suites and the typecheck start first, the small packages last.
 */
export function priorityOf(key: string, label: string, durations: Durations): number {
  const known = durations[key];
  if (known !== undefined) return known;
  if (label.includes('(Google tools)')) return 120;
  if (label.endsWith(' integration')) return 90;
  if (label === 'typecheck') return 60;
  if (label.startsWith('functions ') || label.startsWith('@apkforge/web ')) return 50;
  return 10;
}
