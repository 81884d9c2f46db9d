import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManagedProcess } from './managed-process.js';

let scratch: string | undefined;
afterEach(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

/** Polls until `condition` holds or 5 s passed (the assertion after it then says what was there). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 20));
  }
}

describe('a managed process', () => {
  it("keeps in its log what the group's other processes print after the main one exited", async () => {
    scratch = await mkdtemp(join(tmpdir(), 'apkforge-managed-'));
    const logFile = join(scratch, 'out.log');
    // As firebase-tools does on SIGINT: the main process exits while a runtime worker it started still prints.
    const child = new ManagedProcess({
      name: 'group',
      command: 'bash',
      args: ['-c', '(sleep 0.3; echo from the worker) & echo from the main process'],
      cwd: scratch,
      echo: false,
      logFile,
    });
    const lines: string[] = [];
    child.onOutput((line) => lines.push(line));
    await until(() => lines.length === 2 && !child.running);
    const logged = () => readFile(logFile, 'utf8');
    await until(async () => (await logged()).includes('worker'));
    expect(await logged()).toBe('from the main process\nfrom the worker\n');
  });
});
