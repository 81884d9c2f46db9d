import { randomBytes } from 'node:crypto';
import { deleteUsersInTurn } from '@apkforge/test-kit';
import { tombstonePath } from '../../../../functions/src/contracts/database-paths.js';
import { DATABASE_NAMESPACE, PROJECT_ID, stackHost } from '../../../../functions/src/contracts/local-stack.js';

/** A signed-up user the suite can act as. */
export interface Identity {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly verified: boolean;
  /** A current ID token for REST calls. */
  idToken(): Promise<string>;
  /** The claims to mint for the web SDK's mockUserToken, when identities are minted. */
  readonly mintedClaims: Record<string, unknown> | null;
}

export interface IdentityProvider {
  readonly kind: 'auth-emulator' | 'minted';
  createUser(options?: { verified?: boolean }): Promise<Identity>;
  /**
   * Deletes the users it created (the Auth emulator's stay otherwise, on a stack that stays up), in turn: each waits
   * for the stack's account-deletion cascade to begin (test-kit's deleteUsersInTurn says why).
   */
  deleteUsers(): Promise<void>;
}

/**
 * The stack's own database, where its functions write. Read as this module loads: the admin client later points
 * FIREBASE_DATABASE_EMULATOR_HOST at the emulator a conformance file tests (clients.ts).
 */
const STACK_DATABASE_HOST = process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? stackHost('database');

function uniqueEmail(): string {
  return `rtdb-${randomBytes(6).toString('hex')}@apkforge.test`;
}

/**
 * Users of the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, default the local stack's):
 * real sign-up, real ID tokens, email verification set through the emulator's admin API.
 */
export function authEmulatorIdentities(
  host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? stackHost('auth'),
): IdentityProvider {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const call = async (path: string, body: unknown, admin = false): Promise<Record<string, unknown>> => {
    const response = await fetch(`${base}/${path}${path.includes('?') ? '&' : '?'}key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(admin ? { Authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`Auth emulator ${path} failed: ${JSON.stringify(json)}`);
    return json;
  };
  const created: string[] = [];
  return {
    kind: 'auth-emulator',
    async createUser({ verified = true } = {}) {
      const email = uniqueEmail();
      const password = 'secret-Passw0rd';
      const { localId } = await call('accounts:signUp', { email, password, returnSecureToken: true });
      created.push(localId as string);
      if (verified) await call(`projects/${PROJECT_ID}/accounts:update`, { localId, emailVerified: true }, true);
      return {
        uid: localId as string,
        email,
        password,
        verified,
        mintedClaims: null,
        async idToken() {
          const { idToken } = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
          return idToken as string;
        },
      };
    },
    async deleteUsers() {
      await deleteUsersInTurn(created.splice(0), {
        async deleteUser(localId) {
          await call(`projects/${PROJECT_ID}/accounts:delete`, { localId }, true);
          return true;
        },
        cascadeStarted: async (uid) => (await stackDatabaseValue(tombstonePath(uid))) !== null,
      });
    },
  };
}

/** Unsigned tokens minted here, shaped like the Auth emulator's; fine wherever no Auth emulator runs. */
export function mintedIdentities(): IdentityProvider {
  return {
    kind: 'minted',
    async createUser({ verified = true } = {}) {
      const uid = randomBytes(10).toString('hex');
      const email = uniqueEmail();
      const claims = {
        user_id: uid,
        sub: uid,
        email,
        email_verified: verified,
        firebase: { sign_in_provider: 'password', identities: { email: [email] } },
      };
      const now = Math.floor(Date.now() / 1000);
      const token = [
        Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
        Buffer.from(
          JSON.stringify({
            ...claims,
            iss: `https://securetoken.google.com/${PROJECT_ID}`,
            aud: PROJECT_ID,
            auth_time: now,
            iat: now,
            exp: now + 3600,
          }),
        ).toString('base64url'),
        '',
      ].join('.');
      return { uid, email, password: '', verified, mintedClaims: claims, idToken: async () => token };
    },
    deleteUsers: async () => undefined,
  };
}

/**
 * A value in the local stack's own database (not the emulator and namespace a conformance file tests), read with the
 * owner credential: where the stack's functions write, a deleted account's tombstone among them.
 */
async function stackDatabaseValue(path: string): Promise<unknown> {
  const response = await fetch(`http://${STACK_DATABASE_HOST}/${path}.json?ns=${DATABASE_NAMESPACE}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`the stack's database answered ${response.status} for ${path}`);
  return response.json();
}
