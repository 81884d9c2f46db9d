import type { TokenClaims } from '../../platform/callers/caller.js';
import type { AuthPort } from '../../platform/auth.js';

/** Tokens are registered by value; anything else is refused like an invalid ID token. */
export class FakeAuth implements AuthPort {
  readonly tokens = new Map<string, TokenClaims>();
  readonly users = new Set<string>();
  readonly deleted: string[] = [];

  signIn(uid: string, claims: Partial<TokenClaims> = {}): string {
    const token = `token-${uid}-${this.tokens.size}`;
    this.users.add(uid);
    this.tokens.set(token, {
      uid,
      sub: uid,
      email: `${uid}@example.com`,
      email_verified: true,
      auth_time: Math.floor(Date.now() / 1000),
      firebase: { sign_in_provider: 'password' },
      ...claims,
    });
    return token;
  }

  async verifyIdToken(idToken: string): Promise<TokenClaims> {
    const claims = this.tokens.get(idToken);
    if (!claims) throw Object.assign(new Error('Decoding Firebase ID token failed.'), { code: 'auth/argument-error' });
    return claims;
  }

  async deleteUser(uid: string): Promise<void> {
    this.users.delete(uid);
    this.deleted.push(uid);
  }
}
