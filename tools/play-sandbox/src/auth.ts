import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { ServiceAccountKey } from '../../../functions/src/contracts/play-service-account.js';
import { unauthenticated } from './errors.js';

/** The OAuth scope every Play Developer API call needs. */
export const ANDROIDPUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

/** A service account the sandbox knows: its email and the public half of its key (what Google Cloud keeps). */
export interface KnownAccount {
  email: string;
  keyId: string;
  publicKey: KeyObject;
}

/** The public key a service account's private key pairs with (registering an account keeps only this). */
export function accountOf(
  key: Pick<ServiceAccountKey, 'client_email' | 'private_key' | 'private_key_id'>,
): KnownAccount {
  return { email: key.client_email, keyId: key.private_key_id, publicKey: createPublicKey(key.private_key) };
}

const decode = (part: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null) throw new Error('not an object');
  return value as Record<string, unknown>;
};

/**
 * The account behind `Authorization: Bearer <jwt>`: a self-signed JWT (RS256) of a service account, as Google's auth
 * library sends it with `useJWTAccessWithScope` (Google's "service account authorization without OAuth"): the key id
 * names the key, iss = sub = the account's email, the androidpublisher scope, unexpired. Anything else is refused.
 */
export function authenticate(
  header: string | undefined,
  accounts: ReadonlyMap<string, KnownAccount>,
  nowSeconds: number,
): string {
  const match = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(header ?? '');
  if (!match) throw unauthenticated('Request is missing required authentication credential.');
  let head: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    head = decode(match[1]!);
    claims = decode(match[2]!);
  } catch {
    throw unauthenticated('Invalid Credentials');
  }
  const account = typeof claims.iss === 'string' ? accounts.get(claims.iss) : undefined;
  const signed = Buffer.from(`${match[1]}.${match[2]}`);
  if (
    head.alg !== 'RS256' ||
    !account ||
    (head.kid !== undefined && head.kid !== account.keyId) ||
    !verify('RSA-SHA256', signed, account.publicKey, Buffer.from(match[3]!, 'base64url'))
  )
    throw unauthenticated('Invalid Credentials');
  if (claims.sub !== undefined && claims.sub !== claims.iss) throw unauthenticated('Invalid Credentials');
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  if (!scopes.includes(ANDROIDPUBLISHER_SCOPE))
    throw unauthenticated('Request had insufficient authentication scopes.');
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds)
    throw unauthenticated('Invalid Credentials: the token has expired.');
  return account.email;
}
