import { spawn } from 'node:child_process';

export interface RunResult {
  stdout: string;
  stderr: string;
}

/** Thrown when a tool exits non-zero; the message carries what the tool printed. */
class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(`${command} failed (exit ${exitCode ?? 'signal'}):\n${output.trim()}`);
    this.name = 'CommandError';
  }
}

/** Runs a program without a shell (arguments are never re-parsed) and collects its output. */
export function run(
  program: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const stdin = options.input === undefined ? 'ignore' : 'pipe';
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [stdin, 'pipe', 'pipe'],
    });
    if (options.input !== undefined) {
      // A tool that exits before reading all its input is reported through its exit code below.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => reject(new CommandError(`${program} ${args.join(' ')}`, null, error.message)));
    child.on('close', (code) => {
      const result = { stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') };
      if (code === 0) resolve(result);
      else reject(new CommandError(`${program} ${shortArgs(args)}`, code, `${result.stdout}\n${result.stderr}`));
    });
  });
}

function shortArgs(args: readonly string[]): string {
  const joined = args.join(' ');
  return joined.length > 300 ? `${joined.slice(0, 300)}...` : joined;
}
