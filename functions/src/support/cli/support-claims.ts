import { SUPPORT_CLAIM } from '../../contracts/ops.js';

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
}

const hasClaim = (user: AuthUser) => user.customClaims?.[SUPPORT_CLAIM] === true;

/** Adds `support: true` to the account's claims, keeping any other claim. Answers false when it already had it. */
export async function grantSupport(auth: ClaimsAuth, email: string): Promise<{ user: AuthUser; changed: boolean }> {
  const user = await auth.getUserByEmail(email);
  if (hasClaim(user)) return { user, changed: false };
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [SUPPORT_CLAIM]: true });
  return { user, changed: true };
}

/**
 * Removes the claim and revokes the account's refresh tokens, so its sessions must sign in again: an ID token
 * already issued keeps the claim until it expires (at most an hour), then the refreshed token has none.
 */
export async function revokeSupport(auth: ClaimsAuth, email: string): Promise<{ user: AuthUser; changed: boolean }> {
  const user = await auth.getUserByEmail(email);
  if (!hasClaim(user)) return { user, changed: false };
  const rest = Object.fromEntries(Object.entries(user.customClaims ?? {}).filter(([key]) => key !== SUPPORT_CLAIM));
  await auth.setCustomUserClaims(user.uid, Object.keys(rest).length > 0 ? rest : null);
  await auth.revokeRefreshTokens(user.uid);
  return { user, changed: true };
}

/** Every account with the claim, by email. */
export async function listSupport(auth: ClaimsAuth): Promise<SupportUser[]> {
  const found: SupportUser[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users.filter(hasClaim))
      found.push({ uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified });
    pageToken = page.pageToken;
  } while (pageToken);
  return found.sort((a, b) => a.email.localeCompare(b.email));
}
