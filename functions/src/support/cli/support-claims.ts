import { SUPPORT_STAFF_PATH, supportStaffPath } from '../../contracts/database-paths.js';
import { SUPPORT_CLAIM, type SupportStaffRecord } from '../../contracts/ops.js';
import type { Db } from '../../platform/db.js';

/** The slice of the admin SDK's Auth the command uses (a port, so tests run without an Auth server). */
export interface ClaimsAuth {
  getUserByEmail(email: string): Promise<AuthUser>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
  listUsers(maxResults?: number, pageToken?: string): Promise<{ users: AuthUser[]; pageToken?: string }>;
}

export interface AuthUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
  customClaims?: Record<string, unknown>;
}

interface SupportUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** On the server-side staff list: without it the claim opens nothing (support/require-support.ts). */
  onStaffList: boolean;
}

const hasClaim = (user: AuthUser) => user.customClaims?.[SUPPORT_CLAIM] === true;

/**
 * Adds `support: true` to the account's claims (keeping any other) and the account to the staff list
 * (`supportStaff/{uid}`); both are needed, and a grant repairs either half. `changed` is false when both were there.
 */
export async function grantSupport(
  auth: ClaimsAuth,
  db: Db,
  email: string,
  now: number,
): Promise<{ user: AuthUser; changed: boolean }> {
  const user = await auth.getUserByEmail(email);
  const claimed = hasClaim(user);
  if (!claimed) await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [SUPPORT_CLAIM]: true });
  const record: SupportStaffRecord = { email: user.email ?? email, grantedAt: now };
  const seen = { listed: true };
  await db.transaction<SupportStaffRecord>(supportStaffPath(user.uid), (current) => {
    seen.listed = current !== null;
    return current ?? record;
  });
  return { user, changed: !claimed || !seen.listed };
}

/**
 * Takes support away at once: the staff record goes first (every ops callable and support rule reads it, so the
 * account's current session is refused from this moment), then the claim, then the refresh tokens, so every session
 * must sign in again and gets a token without the claim.
 */
export async function revokeSupport(
  auth: ClaimsAuth,
  db: Db,
  email: string,
): Promise<{ user: AuthUser; changed: boolean }> {
  const user = await auth.getUserByEmail(email);
  const listed = (await db.get(supportStaffPath(user.uid))) !== null;
  if (!hasClaim(user) && !listed) return { user, changed: false };
  await db.set(supportStaffPath(user.uid), null);
  const rest = Object.fromEntries(Object.entries(user.customClaims ?? {}).filter(([key]) => key !== SUPPORT_CLAIM));
  await auth.setCustomUserClaims(user.uid, Object.keys(rest).length > 0 ? rest : null);
  await auth.revokeRefreshTokens(user.uid);
  return { user, changed: true };
}

/** Every account with the claim or on the staff list, by email (either half alone grants nothing: shown as such). */
export async function listSupport(auth: ClaimsAuth, db: Db): Promise<Array<SupportUser & { claim: boolean }>> {
  const staff = (await db.get<Record<string, SupportStaffRecord>>(SUPPORT_STAFF_PATH)) ?? {};
  const found = new Map<string, SupportUser & { claim: boolean }>();
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (!hasClaim(user) && !staff[user.uid]) continue;
      found.set(user.uid, {
        uid: user.uid,
        email: user.email ?? '',
        emailVerified: user.emailVerified,
        onStaffList: Boolean(staff[user.uid]),
        claim: hasClaim(user),
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return [...found.values()].sort((a, b) => a.email.localeCompare(b.email));
}
