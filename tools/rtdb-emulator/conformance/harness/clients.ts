import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import type { Database } from 'firebase/database';
import type { App } from 'firebase-admin/app';
import type { Database as AdminDatabase } from 'firebase-admin/database';
import type { Identity, IdentityProvider } from './identities.js';
import { PROJECT_ID, stackHost } from '../../../../functions/src/contracts/local-stack.js';
import type { Target } from './target.js';

export interface WebClient {
  readonly app: FirebaseApp;
  readonly db: Database;
  readonly identity: Identity | null;
  /** Signs the user out through Firebase Auth (the SDK then sends `unauth`); Auth-emulator identities only. */
  signOut(): Promise<void>;
  close(): Promise<void>;
}

export interface AdminClient {
  readonly app: App;
  readonly db: AdminDatabase;
  close(): Promise<void>;
}

const databaseUrl = (namespace: string) => `https://${namespace}.firebaseio.com`;
const uniqueName = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A web SDK (firebase@12) client, as a browser tab of the product would be, signed in or not. */
export async function webClient(
  target: Target,
  namespace: string,
  provider: IdentityProvider,
  identity: Identity | null,
): Promise<WebClient> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', databaseURL: databaseUrl(namespace) },
    uniqueName('web'),
  );
  const db = getDatabase(app);
  if (identity && provider.kind === 'minted') {
    connectDatabaseEmulator(db, target.host, target.port, {
      mockUserToken: identity.mintedClaims as { user_id: string },
    });
  } else {
    connectDatabaseEmulator(db, target.host, target.port);
  }
  const auth = provider.kind === 'auth-emulator' ? getAuth(app) : null;
  if (auth) {
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? stackHost('auth')}`, {
      disableWarnings: true,
    });
    if (identity) await signInWithEmailAndPassword(auth, identity.email, identity.password);
  }
  return {
    app,
    db,
    identity,
    async signOut() {
      if (!auth) throw new Error('signOut needs Auth-emulator identities');
      await signOut(auth);
    },
    close: () => deleteApp(app),
  };
}

/** A firebase-admin@13 client through FIREBASE_DATABASE_EMULATOR_HOST, as the functions use it. */
export async function adminClient(
  target: Target,
  namespace: string,
  authOverride?: object | null,
): Promise<AdminClient> {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${target.host}:${target.port}`;
  const { initializeApp: initializeAdmin, deleteApp: deleteAdmin } = await import('firebase-admin/app');
  const { getDatabase: getAdminDatabase } = await import('firebase-admin/database');
  const options = {
    projectId: PROJECT_ID,
    databaseURL: databaseUrl(namespace),
    ...(authOverride !== undefined ? { databaseAuthVariableOverride: authOverride } : {}),
  };
  const app = initializeAdmin(options, uniqueName('admin'));
  return { app, db: getAdminDatabase(app), close: () => deleteAdmin(app) };
}
