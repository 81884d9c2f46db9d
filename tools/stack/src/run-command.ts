import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createWriteStream } from 'node:fs';

export interface CommandOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Variables of this process the command must not see. */
  unset?: readonly string[];
  /** Where the output goes: this file (stdout and stderr, interleaved), or the terminal when absent. */
  logFile?: string;
  /**
   * A nice value (0 to 19) for the command, which every process it starts inherits: set right after the spawn, before
   * the command has started any process of its own. Without root, a value below this process's own is refused and the
   * command keeps this process's priority.
   */
  niceness?: number;
}

/**
 * Runs a command; resolves with its exit code (never rejects on failure) and, when it went to a log file, the
 * output too.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const log = options.logFile ? createWriteStream(options.logFile) : undefined;
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
    for (const name of options.unset ?? []) delete env[name];
    const child = spawn(command, [...args], {
      cwd: options.cwd,
      env,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (options.niceness && child.pid !== undefined) lowerPriority(child.pid, options.niceness);
    const chunks: Buffer[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        log?.write(chunk);
      });
    }
    let finished = false;
    const finish = (code: number | null) => {
      if (finished) return;
      finished = true;
      const output = Buffer.concat(chunks).toString('utf8');
      if (log) log.end(() => resolveRun({ code, output }));
      else resolveRun({ code, output });
    };
    child.on('close', finish);
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      finish(-1);
    });
  });
}

function lowerPriority(pid: number, niceness: number): void {
  try {
    setPriority(pid, niceness);
  } catch {
    // The process may already be gone (an exit before this line), or the platform may refuse: priority is a
    // scheduling hint, never a reason to fail a run.
  }
}
