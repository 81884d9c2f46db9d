import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  limitToLast,
  orderByChild,
  query,
  ref,
  remove,
  set,
  update,
  type Database,
  type Query,
} from 'firebase/database';
import { DATABASE_NAMESPACE, PROJECT_ID } from '../../../../functions/src/contracts/local-stack.js';
import { ALL_WHO, identityOf, tokenClaims, type Who } from '../cases/identities.js';
import type { Operation, Verdict } from '../cases/types.js';

/**
 * One firebase@12 web-SDK client per identity, each signed in the way the official emulator accepts: an unsigned ID
 * token (`mockUserToken`) carrying the claims the Auth emulator would issue (email, email_verified, provider).
 */
export class SdkClients {
  private readonly apps: FirebaseApp[] = [];
  private readonly databases = new Map<Who, Database>();

  constructor(host: string, port: number) {
    // Denied writes are expected here by the hundred; the SDK would print a warning for each.
    setLogLevel('silent');
    const run = `${process.pid}-${Date.now()}`;
    for (const who of ALL_WHO) {
      const app = initializeApp(
        { projectId: PROJECT_ID, apiKey: 'demo-key', databaseURL: `https://${DATABASE_NAMESPACE}.firebaseio.com` },
        `rules-tests-${who}-${run}`,
      );
      const database = getDatabase(app);
      const identity = identityOf(who);
      const issuedAt = Math.floor(Date.now() / 1000);
      connectDatabaseEmulator(
        database,
        host,
        port,
        identity
          ? { mockUserToken: { sub: identity.uid, iat: issuedAt, exp: issuedAt + 3600, ...tokenClaims(identity) } }
          : {},
      );
      this.apps.push(app);
      this.databases.set(who, database);
    }
  }

  /** Performs the operation as `who`; resolves to the verdict, rejects on anything but success or permission_denied. */
  async perform(who: Who, op: Operation): Promise<Verdict> {
    const database = this.databases.get(who);
    if (!database) throw new Error(`no client for ${who}`);
    const location = op.path === '' ? ref(database) : ref(database, op.path);
    try {
      if (op.kind === 'read') {
        const target: Query = op.query
          ? query(
              location,
              orderByChild(op.query.orderByChild),
              ...(op.query.limitToLast ? [limitToLast(op.query.limitToLast)] : []),
            )
          : location;
        const snapshot = await get(target);
        const value: unknown = snapshot.val();
        return {
          allowed: true,
          detail: `read ${op.path || '/'} returned ${snapshot.exists() ? 'data' : 'null'}`,
          value,
        };
      }
      if (op.kind === 'set') await set(location, op.value);
      else if (op.kind === 'update') await update(location, op.patch);
      else await remove(location);
      return { allowed: true, detail: `${op.kind} ${op.path || '/'} succeeded` };
    } catch (error) {
      if (isPermissionDenied(error))
        return { allowed: false, detail: `${op.kind} ${op.path || '/'}: ${String(error)}` };
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.apps.map((app) => deleteApp(app)));
  }
}

/**
 * The SDK reports a refused write with code PERMISSION_DENIED and a refused get() with the server's text
 * "Permission denied". Anything else (a timeout, a crash, a malformed frame) is not a verdict and must fail the test.
 */
function isPermissionDenied(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return code === 'PERMISSION_DENIED' || /^permission[ _]denied$/i.test(error.message.trim());
}
