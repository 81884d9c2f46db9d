import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<number | null> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: 'inherit' });
    child.on('exit', (code) => resolveRun(code));
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolveRun(-1);
    });
  });
}
