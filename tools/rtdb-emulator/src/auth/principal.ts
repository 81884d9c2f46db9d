/**
 * Who is behind a connection or request. `admin` is the emulator's owner credential (the
 * admin SDK's gauth "owner", `Authorization: Bearer owner`): it bypasses rules. `user` carries
 * the rules' `auth` variable: { uid, provider, token: { ...every claim of the ID token } }.
 */
export type Principal =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'admin' }
  | { readonly kind: 'user'; readonly auth: Readonly<Record<string, unknown>> };

export const ANONYMOUS: Principal = { kind: 'anonymous' };
export const ADMIN: Principal = { kind: 'admin' };

/** The `auth` variable of rules for a principal (null when signed out). */
export function authVariable(principal: Principal): Readonly<Record<string, unknown>> | null {
  return principal.kind === 'user' ? principal.auth : null;
}
