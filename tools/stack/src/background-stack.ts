import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { READY_TIMEOUT_MS } from './local-stack.js';
import { ROOT_DIR } from './stack-config.js';
import { readStackState } from './stack-state.js';

/** How long `npm start` may take to export and stop its emulators before its process group is killed. */
const STOP_GRACE_MS = 60_000;

export interface BackgroundStack {
  readonly pid: number;
  stop(): Promise<void>;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * `npm start` in the background, as another terminal would run it: `bench:tests -- --attached` times (and so checks)
 * `npm test` whose phase 2 attaches to a running stack (README "Tests": phase 2 and a running stack). Its output goes
 * straight to `logFile`, not through a pipe of ours: the bench waits on each `npm test` synchronously, and a pipe
 * nobody drains would fill and stall the stack's own process (the Razorpay sandbox and the mail catcher run in it).
 * Resolves once the stack recorded itself as ready (stack-state.ts), which is what `npm test` looks for.
 */
export async function startBackgroundStack(logFile: string): Promise<BackgroundStack> {
  if (readStackState())
    throw new Error("this checkout's stack already runs: stop it, or run npm test without the bench");
  const out = openSync(logFile, 'a');
  const child = spawn('npm', ['start'], { cwd: ROOT_DIR, stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  let exited = false;
  const exit = new Promise<void>((resolveExit) => child.on('exit', () => resolveExit()));
  void exit.then(() => (exited = true));
  const stop = async () => {
    // SIGINT, as Ctrl-C in its terminal: npm start stops what it started; the group is killed if it does not.
    signalGroup(child, 'SIGINT');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exit;
    clearTimeout(timer);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!readStackState()) {
    if (exited) throw new Error(`npm start stopped before it was ready (its output: ${logFile})`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start was not ready after ${READY_TIMEOUT_MS / 1000} s (its output: ${logFile})`);
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
  }
  return { pid: readStackState()?.pid ?? child.pid ?? 0, stop };
}
