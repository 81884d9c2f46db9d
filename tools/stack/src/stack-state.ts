import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/**
 * What a running `npm start` / `npm run dev` of this checkout tells the test runner, in a file beside its build
 * stamps: that it is this checkout's stack (and not another checkout's on the same fixed ports), and when the
 * Functions emulator last loaded the functions, so a run that rebuilt them knows when the new code is served.
 */
export interface StackState {
  readonly pid: number;
  readonly rootDir: string;
  readonly dev: boolean;
  /** When every service answered. */
  readonly readyAt: number;
  /** The last "Loaded functions definitions" of the Functions emulator (start-up, or a reload after a build). */
  readonly functionsLoadedAt: number;
  /** `npm run dev`: when the functions' watch build last finished writing functions/lib, and whether it is busy. */
  readonly functionsBuiltAt?: number;
  readonly functionsBuilding?: boolean;
}

const stackStateFile = (rootDir = ROOT_DIR) =>
  join(rootDir, 'node_modules', '.cache', 'apkforge-stack', 'running.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The state of this checkout's running stack, or undefined when none runs (a file left by a killed one is ignored). */
export function readStackState(file = stackStateFile()): StackState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as StackState;
    return isAlive(state.pid) && state.rootDir === ROOT_DIR ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the whole state at once (a reader never sees half a file). */
export function writeStackState(state: StackState, file = stackStateFile()): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

export function updateStackState(change: Partial<StackState>, file = stackStateFile()): void {
  const current = readStackState(file);
  if (current && current.pid === process.pid) writeStackState({ ...current, ...change }, file);
}

export function removeStackState(file = stackStateFile()): void {
  const current = readStackState(file);
  if (!current || current.pid === process.pid) rmSync(file, { force: true });
}
