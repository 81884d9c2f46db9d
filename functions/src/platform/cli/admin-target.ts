import { fileURLToPath } from 'node:url';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { initializeApp, type App } from 'firebase-admin/app';
import {
  DATABASE_NAMESPACE,
  LOOPBACK,
  PORTS,
  PROJECT_ID,
  stackHost,
  STORAGE_BUCKET,
} from '../../contracts/local-stack.js';

/** Where an operator command runs: a deployed project, or the local stack when no --database-url is given. */
export interface AdminTarget {
  app: App;
  description: string;
  /** A secret's value: the environment first; for the local stack, functions/.secret.local. */
  secret(name: string): string | undefined;
}

export interface TargetOptions {
  project?: string | undefined;
  'database-url'?: string | undefined;
  bucket?: string | undefined;
}

export const TARGET_OPTIONS = {
  project: { type: 'string' },
  'database-url': { type: 'string' },
  bucket: { type: 'string' },
} as const;

const SECRET_FILE = fileURLToPath(new URL('../../../.secret.local', import.meta.url));

/**
 * A deployed project uses application default credentials (`gcloud auth application-default login`) and takes its
 * secrets from the environment (`npx firebase functions:secrets:access NAME`); the local stack (`npm start`)
 * needs nothing.
 */
export function adminTarget(options: TargetOptions, name: string): AdminTarget {
  const databaseURL = options['database-url'];
  if (databaseURL) {
    if (!options.project) throw new Error('--database-url needs --project <project-id>');
    const app = initializeApp(
      {
        projectId: options.project,
        databaseURL,
        storageBucket: options.bucket ?? `${options.project}.appspot.com`,
      },
      name,
    );
    return { app, description: `project ${options.project} (${databaseURL})`, secret: (key) => process.env[key] };
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stackHost('auth');
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = stackHost('database');
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = stackHost('storage');
  const app = initializeApp(
    {
      projectId: PROJECT_ID,
      databaseURL: `http://${LOOPBACK}:${PORTS.database}?ns=${DATABASE_NAMESPACE}`,
      storageBucket: STORAGE_BUCKET,
    },
    name,
  );
  const local = (): Record<string, string> => {
    try {
      return readSecretFile(SECRET_FILE);
    } catch {
      return {};
    }
  };
  return {
    app,
    description: `the local stack (${PROJECT_ID}, database ${stackHost('database')})`,
    secret: (key) => process.env[key] ?? local()[key],
  };
}
