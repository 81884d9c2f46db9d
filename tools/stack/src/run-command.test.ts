import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCommand } from './run-command.js';

describe('runCommand', () => {
  it("passes the command's exit code and, with a log file, its output", async () => {
    const { code, output } = await runCommand('sh', ['-c', 'echo out; echo err >&2; exit 3'], {
      cwd: process.cwd(),
      logFile: '/dev/null',
    });
    expect(code).toBe(3);
    expect(output).toContain('out');
    expect(output).toContain('err');
  });

  // Phase 1 runs niced beside phase 2 (run-tests.ts PHASE1_NICENESS): the command and what it starts later.
  // Relative to this process's own priority: in a full run this suite is itself part of phase 1.
  it('lowers the priority of the command and of the processes it starts', async () => {
    const niceness = Math.min(19, getPriority() + 3);
    const { output } = await runCommand('sh', ['-c', 'sleep 0.3; nice; sh -c nice'], {
      cwd: process.cwd(),
      logFile: '/dev/null',
      niceness,
    });
    expect(output.trim().split('\n')).toEqual([String(niceness), String(niceness)]);
  });

  it('leaves the priority alone by default', async () => {
    const { output } = await runCommand('nice', [], { cwd: process.cwd(), logFile: '/dev/null' });
    expect(output.trim()).toBe(String(getPriority()));
  });
});
