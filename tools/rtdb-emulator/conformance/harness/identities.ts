import { PROJECT_ID, stackHost } from '../../../../functions/src/contracts/local-stack.js';
import { randomBytes } from 'node:crypto';

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
  /** Deletes the users it created (the Auth emulator's stay otherwise, on a stack that stays up). */
  deleteUsers(): Promise<void>;
}

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
      for (const localId of created.splice(0)) await call(`projects/${PROJECT_ID}/accounts:delete`, { localId }, true);
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
