import { describe, expect, it } from 'vitest';
import { OpsUsageError, parseOpsArgs } from './ops-args.js';
import { grantSupport, listSupport, revokeSupport, type AuthUser, type ClaimsAuth } from './support-claims.js';

class FakeClaimsAuth implements ClaimsAuth {
  readonly users = new Map<string, AuthUser>();
  readonly revoked: string[] = [];

  add(uid: string, email: string, customClaims?: Record<string, unknown>) {
    this.users.set(uid, { uid, email, emailVerified: true, ...(customClaims ? { customClaims } : {}) });
  }
  async getUserByEmail(email: string) {
    const user = [...this.users.values()].find((candidate) => candidate.email === email);
    if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    return structuredClone(user);
  }
  async setCustomUserClaims(uid: string, claims: Record<string, unknown> | null) {
    const user = this.users.get(uid);
    if (!user) throw new Error('no user');
    if (claims) user.customClaims = claims;
    else delete user.customClaims;
  }
  async revokeRefreshTokens(uid: string) {
    this.revoked.push(uid);
  }
  async listUsers(maxResults = 1000, pageToken?: string) {
    const all = [...this.users.values()];
    const start = Number(pageToken ?? 0);
    const next = start + Math.min(maxResults, 2);
    return { users: all.slice(start, next), ...(next < all.length ? { pageToken: String(next) } : {}) };
  }
}

describe('support claims', () => {
  it('grants keeping other claims, lists across pages, revokes and signs the account out', async () => {
    const auth = new FakeClaimsAuth();
    auth.add('u1', 'sam@apkforge.dev', { beta: true });
    auth.add('u2', 'asha@example.com');
    auth.add('u3', 'ravi@example.com');
    expect((await grantSupport(auth, 'sam@apkforge.dev')).changed).toBe(true);
    expect((await grantSupport(auth, 'sam@apkforge.dev')).changed).toBe(false);
    expect(auth.users.get('u1')?.customClaims).toEqual({ beta: true, support: true });
    await grantSupport(auth, 'ravi@example.com');
    expect((await listSupport(auth)).map((user) => user.email)).toEqual(['ravi@example.com', 'sam@apkforge.dev']);

    expect((await revokeSupport(auth, 'sam@apkforge.dev')).changed).toBe(true);
    expect(auth.users.get('u1')?.customClaims).toEqual({ beta: true });
    await revokeSupport(auth, 'ravi@example.com');
    expect(auth.users.get('u3')?.customClaims).toBeUndefined();
    expect(auth.revoked).toEqual(['u1', 'u3']);
    expect((await revokeSupport(auth, 'asha@example.com')).changed).toBe(false);
    expect(await listSupport(auth)).toEqual([]);
  });

  it('refuses an unknown email', async () => {
    await expect(grantSupport(new FakeClaimsAuth(), 'nobody@example.com')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});

describe('npm run ops arguments', () => {
  it('parses the three commands and --project', () => {
    expect(parseOpsArgs(['grant', 'a@b.co'])).toEqual({ kind: 'grant', email: 'a@b.co', project: undefined });
    expect(parseOpsArgs(['revoke', 'a@b.co', '--project', 'apkforge-prod'])).toEqual({
      kind: 'revoke',
      email: 'a@b.co',
      project: 'apkforge-prod',
    });
    expect(parseOpsArgs(['list'])).toEqual({ kind: 'list', project: undefined });
    expect(parseOpsArgs([])).toEqual({ kind: 'help' });
    expect(parseOpsArgs(['campaign', '2026.11', '--what', 'Faster start', '--required-by', '2027-08-31'])).toEqual({
      kind: 'campaign',
      shellVersion: '2026.11',
      whatChanged: 'Faster start',
      requiredBy: '2027-08-31',
      project: undefined,
      databaseUrl: undefined,
    });
    expect(parseOpsArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('refuses what it does not understand', () => {
    for (const argv of [
      ['grant'],
      ['grant', 'not-an-email'],
      ['grant', 'a@b.co', 'c@d.co'],
      ['list', 'x'],
      ['promote', 'a@b.co'],
      ['list', '--project', 'Bad_Id'],
      ['campaign'],
      ['campaign', '2026.11', '2026.12'],
    ])
      expect(() => parseOpsArgs(argv), argv.join(' ')).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['list', '--unknown'])).toThrow();
  });
});
