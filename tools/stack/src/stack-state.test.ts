import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';
import { readStackState, removeStackState, updateStackState, writeStackState, type StackState } from './stack-state.js';

describe("the running stack's state file", () => {
  let dir: string;
  let file: string;
  const state = (change: Partial<StackState> = {}): StackState => ({
    pid: process.pid,
    rootDir: ROOT_DIR,
    dev: false,
    readyAt: 1,
    functionsLoadedAt: 2,
    ...change,
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stack-state-'));
    file = join(dir, 'cache', 'running.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads what the running stack wrote, and its updates', () => {
    expect(readStackState(file)).toBeUndefined();
    writeStackState(state(), file);
    expect(readStackState(file)).toEqual(state());
    updateStackState({ functionsLoadedAt: 5, functionsBuilding: true }, file);
    expect(readStackState(file)).toEqual(state({ functionsLoadedAt: 5, functionsBuilding: true }));
    removeStackState(file);
    expect(readStackState(file)).toBeUndefined();
  });

  it("ignores a file left by a process that is gone, another checkout's, or a damaged one", () => {
    writeStackState(state({ pid: 2 ** 22 + 1 }), file);
    expect(readStackState(file)).toBeUndefined();
    writeStackState(state({ rootDir: '/another/checkout' }), file);
    expect(readStackState(file)).toBeUndefined();
    writeFileSync(file, '{"pid":');
    expect(readStackState(file)).toBeUndefined();
  });

  it("leaves another live process's file alone", () => {
    writeStackState(state({ pid: process.ppid }), file);
    updateStackState({ functionsLoadedAt: 9 }, file);
    removeStackState(file);
    expect(readStackState(file)).toEqual(state({ pid: process.ppid }));
  });
});
