import { READY_TIMEOUT_MS } from './local-stack.js';
import { ManagedProcess } from './managed-process.js';
import { ROOT_DIR } from './stack-config.js';
import { readStackState } from './stack-state.js';

/** How long `npm start` may take to export and stop its emulators before its process group is killed. */
const STOP_GRACE_MS = 60_000;

/**
 * `npm start` in the background, as another terminal would run it: `bench:tests -- --attached` times (and so checks)
 * `npm test` whose phase 2 attaches to a running stack (README "Tests": phase 2 and a running stack). Resolves once
 * the stack recorded itself as ready (stack-state.ts), which is what `npm test` looks for.
 */
export async function startBackgroundStack(logFile: string): Promise<ManagedProcess> {
  if (readStackState())
    throw new Error("this checkout's stack already runs: stop it, or run npm test without the bench");
  const stack = new ManagedProcess({
    name: 'npm start',
    command: 'npm',
    args: ['start'],
    cwd: ROOT_DIR,
    echo: false,
    logFile,
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!readStackState()) {
    if (!stack.running) throw new Error(`npm start stopped before it was ready (its output: ${logFile})`);
    if (Date.now() > deadline) {
      await stack.stop(STOP_GRACE_MS);
      throw new Error(`npm start was not ready after ${READY_TIMEOUT_MS / 1000} s (its output: ${logFile})`);
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
  }
  return stack;
}

export async function stopBackgroundStack(stack: ManagedProcess): Promise<void> {
  await stack.stop(STOP_GRACE_MS);
}
