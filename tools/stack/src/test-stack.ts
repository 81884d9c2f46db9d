import { buildIfStale, functionsLibFingerprint } from './build-if-stale.js';
import { watchEmulatorOutput, type EmulatorOutputWatch } from './emulator-output.js';
import { READY_TIMEOUT_MS, readinessChecks, startLocalStack, type LocalStack } from './local-stack.js';
import { seedPlans } from './seed-plans.js';
import { readStackState, type StackState } from './stack-state.js';
import { waitUntilReady } from './wait-until-ready.js';

type StackReadiness = { ok: true; attached: boolean } | { ok: false; problem: string };

export interface TestStack {
  /** Settles once the suites can run: on this checkout's running stack, on one started for the run, or not at all. */
  readonly ready: Promise<StackReadiness>;
  /** Stops the stack this run started; a stack it attached to keeps running. */
  stop(): Promise<void>;
  /**
   * What the emulators of a stack this run started printed (emulator-output.ts); undefined for a stack it attached
   * to, whose output is in that terminal.
   */
  emulatorOutput(): EmulatorOutputWatch | undefined;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up after ${READY_TIMEOUT_MS / 1000} s waiting for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
}

/**
 * The running stack serves what is built now: the web app is rebuilt into web/dist when stale (Hosting serves it
 * from disk); the functions are rebuilt when stale under `npm start` (`npm run dev` rebuilds them on save), and the
 * run waits for the Functions emulator to load them, which the stack records (stack-state.ts).
 */
async function attach(state: StackState, log: (line: string) => void): Promise<void> {
  log(`phase 2 runs on the stack of "${state.dev ? 'npm run dev' : 'npm start'}" (pid ${state.pid}), left running`);
  await waitUntilReady(readinessChecks(false), READY_TIMEOUT_MS);
  const startedBuild = Date.now();
  const lib = functionsLibFingerprint();
  const built = await buildIfStale({ log, ...(state.dev ? { only: ['web'] } : {}) });
  const current = () => readStackState() ?? state;
  if (state.dev) {
    await until(
      () => !current().functionsBuilding && current().functionsLoadedAt >= (current().functionsBuiltAt ?? 0),
      'the functions watch build to be loaded',
    );
  } else if (built.includes('functions') && functionsLibFingerprint() !== lib) {
    log('waiting for the Functions emulator to load the rebuilt functions...');
    await until(
      () => current().functionsLoadedAt > startedBuild,
      'the Functions emulator to load the rebuilt functions',
    );
  }
  await waitUntilReady(readinessChecks(false), READY_TIMEOUT_MS);
  // The catalog is the one piece of server data the suites read; a stack started from another dataset may lack it.
  await seedPlans();
}

/**
 * Phase 2's stack: this checkout's running `npm start` or `npm run dev` when there is one (its readiness probes must
 * answer; test data stays apart through unique users and ids), else a stack started now and stopped by `stop`. A
 * stack of another checkout on the same fixed ports is not attached to: starting then fails naming the busy ports.
 */
export function stackForTests(options: { log: (line: string) => void; logDir: string }): TestStack {
  let started: LocalStack | undefined;
  let output: EmulatorOutputWatch | undefined;
  const ready = (async (): Promise<StackReadiness> => {
    const running = readStackState();
    if (running) {
      await attach(running, options.log);
      return { ok: true, attached: true };
    }
    options.log('starting the local stack for phase 2...');
    output = watchEmulatorOutput();
    started = await startLocalStack({
      echo: false,
      logDir: options.logDir,
      log: options.log,
      onFirebaseOutput: output.observe,
    });
    return { ok: true, attached: false };
  })().catch((error: unknown) => ({
    ok: false as const,
    problem: error instanceof Error ? error.message : String(error),
  }));
  return {
    ready,
    async stop() {
      await ready;
      await started?.stop();
    },
    emulatorOutput: () => output,
  };
}
