import { describe, expect, it } from 'vitest';
import { ADMIN, ANONYMOUS } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import { parseWireQuery } from '../query/wire-query.js';
import { fromJson } from '../tree/json.js';
import type { DataNode } from '../tree/node.js';
import { parsePath } from '../tree/path.js';
import { applySets, buildMerge, buildPut } from '../tree/write-set.js';
import { canRead, canWrite, isIndexed } from './access.js';
import { compileRules } from './ruleset.js';

const rules = compileRules({
  rules: {
    plans: { '.read': true },
    users: {
      $uid: {
        '.read': 'auth != null && auth.uid == $uid',
        '.write': 'auth != null && auth.uid == $uid',
        '.validate': "newData.hasChildren(['email'])",
        email: { '.validate': 'newData.isString() && newData.val().length <= 320' },
        $other: { '.validate': false },
      },
    },
    requests: {
      '.validate': 'true',
      $uid: {
        '.read': 'auth.uid == $uid',
        '.indexOn': ['createdAt'],
        $id: {
          '.write':
            "auth.uid == $uid && auth.token.email_verified == true && (!data.exists() || data.child('paymentStatus').val() == 'unpaid')",
          '.validate': "newData.child('id').val() == $id",
          createdAt: { '.validate': 'newData.val() == now' },
        },
      },
    },
    open: { '.read': true, '.write': true, closed: { '.read': false, '.write': false } },
    byQuery: { '.read': "query.orderByChild == 'owner' && query.equalTo == auth.uid" },
    limited: { '.read': 'query.limitToFirst <= 10' },
  },
}).root;

const user = (uid: string, verified = true): Principal => ({
  kind: 'user',
  auth: { uid, token: { email_verified: verified } },
});
const root = fromJson({
  users: { ada: { email: 'ada@x' } },
  requests: { ada: { r1: { id: 'r1', paymentStatus: 'paid' }, r2: { id: 'r2', paymentStatus: 'unpaid' } } },
});

function tryPut(path: string, value: unknown, who: Principal, now = 1): boolean {
  const sets = buildPut(root, parsePath(path), value, now);
  return canWrite(
    rules,
    root,
    applySets(root, sets),
    sets.map((set) => set.path),
    who,
    now,
  );
}
function tryMerge(path: string, value: Record<string, unknown>, who: Principal, base: DataNode = root): boolean {
  const sets = buildMerge(base, parsePath(path), value, 1);
  return canWrite(
    rules,
    base,
    applySets(base, sets),
    sets.map((set) => set.path),
    who,
    1,
  );
}
const read = (path: string, who: Principal, query: unknown = undefined) =>
  canRead(rules, root, parsePath(path), who, 1, query === undefined ? null : parseWireQuery(query));

describe('reads', () => {
  it('allow where a rule at or above the location grants', () => {
    expect(read('plans', ANONYMOUS)).toBe(true);
    expect(read('plans/basic/name', ANONYMOUS)).toBe(true);
    expect(read('users/ada', user('ada'))).toBe(true);
    expect(read('users/ada/email', user('ada'))).toBe(true);
  });

  it('deny where nothing grants, and deeper rules never grant a parent (rules are not filters)', () => {
    expect(read('users/ada', user('bob'))).toBe(false);
    expect(read('users/ada', ANONYMOUS)).toBe(false);
    expect(read('users', user('ada'))).toBe(false);
    expect(read('', ANONYMOUS)).toBe(false);
  });

  it('cannot be revoked deeper once granted above', () => {
    expect(read('open/closed', ANONYMOUS)).toBe(true);
    expect(tryPut('open/closed/x', 1, ANONYMOUS)).toBe(true);
  });

  it('evaluate query rules against the listen query', () => {
    expect(read('byQuery', user('ada'), { i: 'owner', sp: 'ada', ep: 'ada' })).toBe(true);
    expect(read('byQuery', user('ada'), { i: 'owner', sp: 'bob', ep: 'bob' })).toBe(false);
    expect(read('byQuery', user('ada'))).toBe(false);
    expect(read('limited', ANONYMOUS, { l: 5, vf: 'l' })).toBe(true);
    expect(read('limited', ANONYMOUS, { l: 50, vf: 'l' })).toBe(false);
    expect(read('limited', ANONYMOUS)).toBe(false);
  });

  it('are all allowed for the admin', () => {
    expect(read('', ADMIN)).toBe(true);
  });
});

describe('writes', () => {
  it('allow the owner and deny everyone else', () => {
    expect(tryPut('users/ada', { email: 'new@x' }, user('ada'))).toBe(true);
    expect(tryPut('users/ada', { email: 'new@x' }, user('bob'))).toBe(false);
    expect(tryPut('users/ada', { email: 'new@x' }, ANONYMOUS)).toBe(false);
  });

  it('run .validate on the written node, its ancestors and every written descendant', () => {
    expect(tryPut('users/ada', { name: 'no email' }, user('ada'))).toBe(false);
    expect(tryPut('users/ada', { email: 'a', extra: 1 }, user('ada'))).toBe(false);
    expect(tryPut('users/ada', { email: 5 }, user('ada'))).toBe(false);
    expect(tryPut('users/ada/email', 'x'.repeat(321), user('ada'))).toBe(false);
    // Writing a child re-validates the parent against the merged new data.
    expect(tryPut('users/ada/email', null, user('ada'))).toBe(true);
    expect(tryPut('users/ada/nickname', 'x', user('ada'))).toBe(false);
  });

  it('skip .validate where the data is deleted', () => {
    expect(tryPut('users/ada', null, user('ada'))).toBe(true);
  });

  it('use data, newData, now and token claims', () => {
    const request = { id: 'r3', createdAt: { '.sv': 'timestamp' } };
    expect(tryPut('requests/ada/r3', request, user('ada'), 77)).toBe(true);
    expect(tryPut('requests/ada/r3', { id: 'r3', createdAt: 76 }, user('ada'), 77)).toBe(false);
    expect(tryPut('requests/ada/r3', { id: 'other' }, user('ada'))).toBe(false);
    expect(tryPut('requests/ada/r3', { id: 'r3' }, user('ada', false))).toBe(false);
    expect(tryPut('requests/ada/r2', { id: 'r2', paymentStatus: 'unpaid' }, user('ada'))).toBe(true);
    expect(tryPut('requests/ada/r1', { id: 'r1', paymentStatus: 'unpaid' }, user('ada'))).toBe(false);
  });

  it('evaluate each path of a multi-path update and validate the merged result', () => {
    expect(tryMerge('', { 'users/ada/email': 'b@x', 'requests/ada/r2/note': 'hi' }, user('ada'))).toBe(true);
    expect(tryMerge('', { 'users/ada/email': 'b@x', 'users/bob/email': 'b@x' }, user('ada'))).toBe(false);
    expect(tryMerge('', { 'users/ada/email': 'b@x', 'requests/ada/r1/note': 'x' }, user('ada'))).toBe(false);
    expect(tryMerge('users/ada', { email: null, other: 1 }, user('ada'))).toBe(false);
  });

  it('deny writes at a parent that only deeper rules would allow', () => {
    expect(tryPut('users', { ada: { email: 'a@x' } }, user('ada'))).toBe(false);
  });

  it('are all allowed for the admin, validation included', () => {
    expect(tryPut('users/ada', { nonsense: true }, ADMIN)).toBe(true);
  });
});

describe('indexes', () => {
  it('reads .indexOn at the exact location, wildcards included', () => {
    expect(isIndexed(rules, ['requests', 'ada'], 'createdAt')).toBe(true);
    expect(isIndexed(rules, ['requests', 'ada'], 'status')).toBe(false);
    expect(isIndexed(rules, ['requests'], 'createdAt')).toBe(false);
    expect(isIndexed(rules, ['nowhere', 'deep'], '.key')).toBe(true);
    expect(isIndexed(rules, ['nowhere'], '.value')).toBe(false);
  });
});
