import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { NOW } from '../../__tests__/fixtures.js';
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
    const db = new MemoryDb();
    auth.add('u1', 'sam@apkforge.dev', { beta: true });
    auth.add('u2', 'asha@example.com');
    auth.add('u3', 'ravi@example.com');
    expect((await grantSupport(auth, db, 'sam@apkforge.dev', NOW)).changed).toBe(true);
    expect((await grantSupport(auth, db, 'sam@apkforge.dev', NOW + 1)).changed).toBe(false);
    expect(auth.users.get('u1')?.customClaims).toEqual({ beta: true, support: true });
    expect(db.read('supportStaff/u1')).toEqual({ email: 'sam@apkforge.dev', grantedAt: NOW });
    await grantSupport(auth, db, 'ravi@example.com', NOW);
    expect((await listSupport(auth, db)).map((user) => user.email)).toEqual(['ravi@example.com', 'sam@apkforge.dev']);

    // The staff record goes first: the old session (its token still carries the claim) is refused from then on.
    expect((await revokeSupport(auth, db, 'sam@apkforge.dev')).changed).toBe(true);
    expect(db.read('supportStaff/u1')).toBeNull();
    expect(auth.users.get('u1')?.customClaims).toEqual({ beta: true });
    await revokeSupport(auth, db, 'ravi@example.com');
    expect(auth.users.get('u3')?.customClaims).toBeUndefined();
    expect(auth.revoked).toEqual(['u1', 'u3']);
    expect((await revokeSupport(auth, db, 'asha@example.com')).changed).toBe(false);
    expect(await listSupport(auth, db)).toEqual([]);
  });

  it('repairs half a grant, and lists either half alone as such', async () => {
    const auth = new FakeClaimsAuth();
    const db = new MemoryDb();
    auth.add('u1', 'sam@apkforge.dev', { support: true });
    auth.add('u2', 'ravi@example.com');
    db.write('supportStaff/u2', { email: 'ravi@example.com', grantedAt: NOW });
    expect(await listSupport(auth, db)).toEqual([
      { uid: 'u2', email: 'ravi@example.com', emailVerified: true, onStaffList: true, claim: false },
      { uid: 'u1', email: 'sam@apkforge.dev', emailVerified: true, onStaffList: false, claim: true },
    ]);
    expect((await grantSupport(auth, db, 'sam@apkforge.dev', NOW)).changed).toBe(true);
    expect((await revokeSupport(auth, db, 'ravi@example.com')).changed).toBe(true);
    expect(db.read('supportStaff/u2')).toBeNull();
  });

  it('refuses an unknown email', async () => {
    await expect(grantSupport(new FakeClaimsAuth(), new MemoryDb(), 'nobody@example.com', NOW)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});

describe('npm run ops arguments', () => {
  it('parses the three commands and --project', () => {
    expect(parseOpsArgs(['grant', 'a@b.co'])).toEqual({
      kind: 'grant',
      email: 'a@b.co',
      project: undefined,
      databaseUrl: undefined,
    });
    const url = 'https://apkforge-prod-default-rtdb.asia-southeast1.firebasedatabase.app';
    expect(parseOpsArgs(['revoke', 'a@b.co', '--project', 'apkforge-prod', '--database-url', url])).toEqual({
      kind: 'revoke',
      email: 'a@b.co',
      project: 'apkforge-prod',
      databaseUrl: url,
    });
    expect(parseOpsArgs(['list'])).toEqual({ kind: 'list', project: undefined, databaseUrl: undefined });
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
      ['grant', 'a@b.co', '--project', 'apkforge-prod'],
      ['grant', 'a@b.co', '--database-url', 'https://x.firebasedatabase.app'],
      ['grant', 'a@b.co', '--project', 'apkforge-prod', '--database-url', 'http://x.firebasedatabase.app'],
    ])
      expect(() => parseOpsArgs(argv), argv.join(' ')).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['list', '--unknown'])).toThrow();
  });
});
