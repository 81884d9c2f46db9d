import { join } from 'node:path';
import { writeLocalFirebaseConfig } from './local-hosting-config.js';
import { ManagedProcess } from './managed-process.js';
import { DATABASE_NAMESPACE, PROJECT_ID } from '../../../functions/src/contracts/local-stack.js';
import { ROOT_DIR, stackEnvironment, useOfficialDatabaseEmulator } from './stack-config.js';

const WORKER_PRELOAD = join(ROOT_DIR, 'tools', 'stack', 'src', 'functions-worker-preload.cjs');

/** NODE_OPTIONS with `--require <file>` added; the path quoted, as NODE_OPTIONS splits on spaces. */
function withPreload(nodeOptions: string | undefined, file: string): string {
  const option = `--require ${JSON.stringify(file)}`;
  return nodeOptions ? `${nodeOptions} ${option}` : option;
}

export interface FirebaseEmulatorOptions {
  importDir: string | undefined;
  exportOnExitDir: string | undefined;
  echo: boolean;
  logFile?: string;
}

/**
 * firebase-tools runs the Auth, Functions and Hosting emulators (all three run without Java).
 * The database is ours unless APKFORGE_DATABASE_EMULATOR=official asks for Google's (Java 21 + internet).
 */
export function startFirebaseEmulators(options: FirebaseEmulatorOptions): ManagedProcess {
  const only = ['auth', 'functions', 'hosting', ...(useOfficialDatabaseEmulator() ? ['database'] : [])];
  // The Hosting emulator serves firebase.json's headers; its local copy lets the page reach the emulators.
  const config = writeLocalFirebaseConfig();
  const args = ['--config', config, 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID];
  if (options.importDir) args.push('--import', options.importDir);
  if (options.exportOnExitDir) args.push('--export-on-exit', options.exportOnExitDir);
  return new ManagedProcess({
    name: 'firebase',
    command: join(ROOT_DIR, 'node_modules', '.bin', 'firebase'),
    args,
    cwd: ROOT_DIR,
    env: {
      ...stackEnvironment(),
      // firebase-tools hands the functions this database URL; without it a demo project's admin SDK writes to
      // namespace `demo-apkforge` instead of the default instance `demo-apkforge-default-rtdb`.
      DATABASE_URL: `https://${DATABASE_NAMESPACE}.firebaseio.com`,
      // firebase-tools must not try to reach the internet for update checks on an offline machine.
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
      // Seconds firebase-tools waits for a function worker to load (default 30). On a busy 2-core machine loading
      // the functions takes longer, and every request then fails with "Failed to load function"; stay under the
      // stack's own readiness limit (local-stack.ts).
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '240',
      // How firebase-tools learns which functions exist, at start and after every rebuild (`npm run dev`). By
      // default it starts them as a server and asks over HTTP, retrying the connection without a pause while they
      // load: on 2 cores that loop takes a core from the very process it waits for. With this, the functions write
      // their manifest to a file and exit (FUNCTIONS_MANIFEST_OUTPUT_PATH), and firebase-tools waits for the exit.
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      // Every Functions emulator worker loads firebase-tools' modules only as it uses them
      // (functions-worker-preload.cjs): a worker starts for each function and each concurrent call, and each then
      // answers sooner, with a third less CPU. Node hands NODE_OPTIONS down to the workers; other processes ignore it.
      NODE_OPTIONS: withPreload(process.env.NODE_OPTIONS, WORKER_PRELOAD),
    },
    echo: options.echo,
    ...(options.logFile ? { logFile: options.logFile } : {}),
  });
}
