import { parseOrExit } from '@apkforge/test-kit';
import { functionsLibFingerprint } from './build-if-stale.js';
import { type LocalStack, startLocalStack, StartInterrupted } from './local-stack.js';
import { ROOT_DIR, STACK_URLS } from './stack-config.js';
import { readStackState, removeStackState, updateStackState, writeStackState } from './stack-state.js';
import { parseStartArgs, START_USAGE } from './start-options.js';
import { DEMO_USER, SUPPORT_USER } from '../../../functions/src/contracts/local-stack.js';

const log = (line: string) => process.stdout.write(`[apkforge] ${line}\n`);

async function main(): Promise<void> {
  const options = parseOrExit('npm start', START_USAGE, () => parseStartArgs(process.argv.slice(2)));
  if (options.help) {
    console.log(START_USAGE);
    return;
  }
  const running = readStackState();
  if (running) {
    log(`this checkout's stack already runs (pid ${running.pid}): ${STACK_URLS.app}`);
    process.exit(1);
  }
  const started = Date.now();
  // Ctrl-C from the first moment: while starting, it interrupts start-up (which stops what already runs); once
  // running, it stops the stack (exporting first when asked to).
  const interrupt = new AbortController();
  let stack: LocalStack | undefined = undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!stack) {
      log(`${signal}: stopping what has started...`);
      interrupt.abort();
      return;
    }
    log(`${signal}: stopping${options.exportOnExitDir ? ` and exporting to ${options.exportOnExitDir}` : ''}...`);
    removeStackState();
    await stack.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // What `npm test` reads to run its phase 2 on this stack (stack-state.ts).
  let functionsLoadedAt = 0;
  let libBefore = '';
  stack = await startLocalStack({
    ...options,
    echo: true,
    log,
    signal: interrupt.signal,
    onFunctionsLoaded: () => {
      functionsLoadedAt = Date.now();
      updateStackState({ functionsLoadedAt });
    },
    onFunctionsBuilding: () => {
      libBefore = functionsLibFingerprint();
      updateStackState({ functionsBuilding: true });
    },
    // Only a build that changed functions/lib makes the emulator load the functions again.
    onFunctionsBuilt: () =>
      updateStackState({
        functionsBuilding: false,
        ...(functionsLibFingerprint() !== libBefore ? { functionsBuiltAt: Date.now() } : {}),
      }),
  });
  if (interrupt.signal.aborted) {
    // Ctrl-C came as the last step finished: nothing was racing it any more.
    await stack.stop();
    throw new StartInterrupted();
  }
  writeStackState({ pid: process.pid, rootDir: ROOT_DIR, dev: options.dev, readyAt: Date.now(), functionsLoadedAt });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`ready in ${seconds} s`);
  log(`Apkforge is running at ${STACK_URLS.app}${options.dev ? ` (hot reload: ${STACK_URLS.vite})` : ''}`);
  log(`demo login: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  log(`support login: ${SUPPORT_USER.email} / ${SUPPORT_USER.password} (console: ${STACK_URLS.app}/ops)`);
  log(`mail inbox (every email the functions send): ${STACK_URLS.mailInbox}. Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  if (error instanceof StartInterrupted) {
    log('stopped before it was ready');
    // 128 + SIGINT, as a shell reports a program Ctrl-C ended.
    process.exit(130);
  }
  log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
