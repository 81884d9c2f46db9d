import { join } from 'node:path';
import { recordDatabaseExport } from './export-metadata.js';
import { buildIfStale } from './build-if-stale.js';
import { startFirebaseEmulators } from './firebase-emulators.js';
import { watchFunctions } from './functions-watch.js';
import {
  startDatabaseEmulator,
  startPaymentSandbox,
  startPlayStandIn,
  startStorageStandIn,
  type InProcessService,
} from './in-process-services.js';
import { ensureLocalSecrets } from './local-secrets.js';
import { startMailCatcher } from './mail-catcher.js';
import { ManagedProcess } from './managed-process.js';
import { assertPortsFree } from './port-check.js';
import { seedDemoApps } from './seed-demo-apps.js';
import { seedPlans } from './seed-plans.js';
import { DATABASE_NAMESPACE, LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { ROOT_DIR, STACK_URLS, useOfficialDatabaseEmulator } from './stack-config.js';
import { httpAnswers, waitUntilReady, type ReadinessCheck } from './wait-until-ready.js';

export interface LocalStackOptions {
  /** Folder in the official export format to import (default: the committed demo data). */
  importDir?: string | undefined;
  /** Folder to export auth and database data to when the stack stops. */
  exportOnExitDir?: string | undefined;
  /** Also run Vite's dev server with hot reload against the same emulators. */
  dev?: boolean;
  /** Echo the emulators' own output (npm start does; the test runner keeps it in a log file instead). */
  echo: boolean;
  logDir?: string;
  log: (line: string) => void;
  /** The Functions emulator loaded the functions (at start-up, and again after every rebuild of functions/lib). */
  onFunctionsLoaded?: () => void;
  /** Every line firebase-tools prints (the test runner watches them: emulator-output.ts). */
  onFirebaseOutput?: (line: string) => void;
  /** `dev`: the watch build of the functions started, and finished writing functions/lib. */
  onFunctionsBuilding?: () => void;
  onFunctionsBuilt?: () => void;
  /**
   * Aborted (Ctrl-C while it starts): start-up stops at the step it waits on, stops what already runs and rejects
   * with StartInterrupted. The emulators run in process groups of their own, which a terminal's Ctrl-C never reaches:
   * without this they outlive npm start and hold its ports.
   */
  signal?: AbortSignal;
}

export class StartInterrupted extends Error {
  constructor() {
    super('start-up interrupted');
  }
}

/** Rejects once `signal` aborts; never settles without one. */
function interrupted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(new StartInterrupted());
    else signal.addEventListener('abort', () => reject(new StartInterrupted()), { once: true });
  });
}

export interface LocalStack {
  stop(): Promise<void>;
}

/**
 * How long start-up may take before the stack gives up naming what never answered: about 15 s on an idle machine,
 * minutes when the 2 cores are shared (loading the functions alone then takes over a minute).
 */
export const READY_TIMEOUT_MS = 300_000;

/** Every service of the stack answering as it should (the test runner probes a running stack with the same). */
export function readinessChecks(dev: boolean): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: `hosting ${STACK_URLS.hosting}`, probe: httpAnswers(`${STACK_URLS.hosting}/`, {}, (s) => s === 200) },
    { name: `auth ${STACK_URLS.auth}`, probe: httpAnswers(`${STACK_URLS.auth}/`) },
    {
      name: `database ${STACK_URLS.database}`,
      probe: httpAnswers(
        `${STACK_URLS.database}/.json?ns=${DATABASE_NAMESPACE}&shallow=true`,
        {
          headers: { Authorization: 'Bearer owner' },
        },
        (s) => s === 200,
      ),
    },
    { name: `storage ${STACK_URLS.storage}`, probe: httpAnswers(`${STACK_URLS.storage}/storage/v1/b`) },
    {
      name: `razorpay sandbox ${STACK_URLS.razorpay}`,
      probe: httpAnswers(`${STACK_URLS.razorpay}/v1/checkout.js`, {}, (s) => s === 200),
    },
    {
      name: `play stand-in ${STACK_URLS.play}`,
      probe: httpAnswers(`${STACK_URLS.play}/__sandbox/health`, {}, (s) => s === 200),
    },
    {
      name: `mail inbox ${STACK_URLS.mailInbox}`,
      probe: httpAnswers(`http://${LOOPBACK}:${PORTS.mailInbox}/healthz`, {}, (s) => s === 200),
    },
    // Through Hosting's rewrite: proves the functions are loaded and /api/** reaches them.
    {
      name: `functions ${STACK_URLS.functions}`,
      probe: httpAnswers(`${STACK_URLS.hosting}/api/health`, {}, (s) => s === 200),
    },
  ];
  if (dev) checks.push({ name: `vite ${STACK_URLS.vite}`, probe: httpAnswers(`${STACK_URLS.vite}/`) });
  return checks;
}

/**
 * Starts the whole product locally and offline: our database emulator, the storage stand-in and the
 * payment sandbox in this process; the Auth, Functions and Hosting emulators through firebase-tools.
 * Resolves only once every service answers.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { log } = options;
  const importDir = options.importDir ?? join(ROOT_DIR, 'emulator-data');
  const ports: Record<string, number> = {
    hosting: PORTS.hosting,
    functions: PORTS.functions,
    auth: PORTS.auth,
    database: PORTS.database,
    storage: PORTS.storage,
    'razorpay sandbox': PORTS.razorpay,
    'play stand-in': PORTS.play,
    'mail catcher (SMTP)': PORTS.mailSmtp,
    'mail inbox': PORTS.mailInbox,
  };
  if (options.dev) ports.vite = PORTS.vite;
  const stopped = interrupted(options.signal);
  // An abort after start-up (nothing racing it any more) is not an unhandled rejection.
  stopped.catch(() => undefined);
  // Each step of start-up, given up the moment the signal aborts.
  const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, stopped]);
  await step(assertPortsFree(ports));
  ensureLocalSecrets(log);
  await step(buildIfStale({ log }));

  const services: InProcessService[] = [];
  const processes: ManagedProcess[] = [];
  const stop = async (): Promise<void> => {
    // firebase-tools first: its functions may still be writing to the database while it exports.
    await Promise.all(processes.map((child) => child.stop()));
    await Promise.all(
      services.map((service) => service.stop().catch((error: unknown) => log(`${service.name}: ${String(error)}`))),
    );
    if (options.exportOnExitDir && !useOfficialDatabaseEmulator()) recordDatabaseExport(options.exportOnExitDir);
  };

  try {
    if (!useOfficialDatabaseEmulator()) {
      services.push(await step(startDatabaseEmulator({ importDir, exportOnExitDir: options.exportOnExitDir })));
    }
    services.push(await step(startStorageStandIn()));
    services.push(await step(startPaymentSandbox()));
    services.push(await step(startPlayStandIn()));
    for (const service of services) log(`${service.name}: ${service.url}`);

    processes.push(
      startMailCatcher({
        echo: options.echo,
        ...(options.logDir ? { logFile: join(options.logDir, 'maildev.log') } : {}),
      }),
    );
    log(`mail catcher: SMTP ${LOOPBACK}:${PORTS.mailSmtp}, inbox ${STACK_URLS.mailInbox}`);

    const firebase = startFirebaseEmulators({
      importDir,
      exportOnExitDir: options.exportOnExitDir,
      echo: options.echo,
      ...(options.logDir ? { logFile: join(options.logDir, 'firebase-emulators.log') } : {}),
    });
    processes.push(firebase);
    firebase.onOutput((line) => {
      if (line.includes('Loaded functions definitions from source')) options.onFunctionsLoaded?.();
      options.onFirebaseOutput?.(line);
    });
    if (options.dev) {
      processes.push(
        watchFunctions({
          echo: options.echo,
          onBuilding: () => options.onFunctionsBuilding?.(),
          onBuilt: () => options.onFunctionsBuilt?.(),
        }),
      );
      processes.push(
        new ManagedProcess({
          name: 'vite',
          command: join(ROOT_DIR, 'node_modules', '.bin', 'vite'),
          args: ['--mode', 'emulator', '--port', String(PORTS.vite), '--strictPort'],
          cwd: join(ROOT_DIR, 'web'),
          echo: options.echo,
        }),
      );
    }
    log('waiting for every service to answer...');
    await step(
      waitUntilReady(readinessChecks(options.dev ?? false), READY_TIMEOUT_MS, () => {
        const dead = processes.find((child) => !child.running);
        return dead
          ? `${dead.name} exited during start-up (see its output above${options.logDir ? ` or in ${options.logDir}` : ''})`
          : undefined;
      }),
    );
    await step(seedPlans());
    log('plans seeded from functions/src/plans/catalog.ts');
    const demoApps = await step(seedDemoApps(join(ROOT_DIR, 'functions/.secret.local')));
    if (demoApps) log(`demo account: ${demoApps} apps built with an older shell, keys sealed for this machine`);
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
