import { ADMIN, ANONYMOUS } from './principal.js';
import type { Principal } from './principal.js';

/** The credential the admin SDK and the official emulator use for "bypass rules". */
const OWNER_CREDENTIAL = 'owner';

export type CredentialResult =
  | { readonly ok: true; readonly principal: Principal }
  | { readonly ok: false; readonly status: 'invalid_token'; readonly message: string };

export interface CredentialOptions {
  /** The admin SDK's databaseAuthVariableOverride: act as this `auth` (rules apply). */
  readonly authvar?: unknown;
  /** databaseAuthVariableOverride: null, act as signed out. */
  readonly noauth?: boolean;
}

/**
 * Turns a credential into a principal. Like the official emulator, ID tokens are decoded and
 * neither verified nor checked for expiry: the Auth emulator signs nothing, and the web SDK's
 * own mockUserToken is issued at iat 0 / exp 3600 (1970), which the official emulator accepts.
 */
export function principalFromCredential(credential: string, options: CredentialOptions = {}): CredentialResult {
  if (credential === OWNER_CREDENTIAL) {
    if (options.noauth) return { ok: true, principal: ANONYMOUS };
    if (options.authvar && typeof options.authvar === 'object') {
      return { ok: true, principal: { kind: 'user', auth: options.authvar as Record<string, unknown> } };
    }
    return { ok: true, principal: ADMIN };
  }
  const claims = decodeJwtPayload(credential);
  if (!claims) return { ok: false, status: 'invalid_token', message: 'Could not parse auth token.' };
  return { ok: true, principal: { kind: 'user', auth: authFromClaims(claims) } };
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The rules' `auth`: uid, provider and every claim under `token` (email, email_verified, firebase.*). */
function authFromClaims(claims: Record<string, unknown>): Record<string, unknown> {
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  const uid = claims.user_id ?? claims.sub ?? claims.uid ?? null;
  const provider = typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom';
  return { uid, provider, token: claims };
}
