import { describe, expect, it } from 'vitest';
import { ADMIN, ANONYMOUS } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import { parseWireQuery } from '../query/wire-query.js';
import { compileRules } from '../rules/ruleset.js';
import { hashNode } from '../tree/hash.js';
import { fromJson, toJson } from '../tree/json.js';
import { parsePath } from '../tree/path.js';
import { Database } from './database.js';
import { RecordingSubscriber } from './test-subscriber.js';

const rules = compileRules({
  rules: {
    public: { '.read': true, '.write': true },
    users: { $uid: { '.read': 'auth.uid == $uid', '.write': 'auth.uid == $uid' } },
  },
});
const ada: Principal = { kind: 'user', auth: { uid: 'ada' } };
const path = parsePath;

function database(now = 1000) {
  return new Database('test', rules, () => now);
}

describe('database writes', () => {
  it('applies allowed writes with server values and reports denied ones without changing data', () => {
    const db = database();
    expect(db.write({ kind: 'put', path: path('users/ada'), data: { at: { '.sv': 'timestamp' } } }, ada).status).toBe(
      'ok',
    );
    expect(db.write({ kind: 'put', path: path('users/ada'), data: 1 }, ANONYMOUS).status).toBe('permission_denied');
    expect(db.write({ kind: 'merge', path: path('public'), data: { 'a.b': 1 } }, ANONYMOUS)).toMatchObject({
      status: 'invalid_data',
    });
    expect(toJson(db.root)).toEqual({ users: { ada: { at: 1000 } } });
  });

  it('compares the transaction hash before applying a put', () => {
    const db = database();
    db.write({ kind: 'put', path: path('public/n'), data: 1 }, ANONYMOUS);
    const stale = db.write({ kind: 'put', path: path('public/n'), data: 2, hash: 'not-the-hash' }, ANONYMOUS);
    expect(stale.status).toBe('datastale');
    const fresh = db.write(
      { kind: 'put', path: path('public/n'), data: 2, hash: db.hashAt(path('public/n')) },
      ANONYMOUS,
    );
    expect(fresh.status).toBe('ok');
    expect(db.hashAt(path('public/n'))).toBe(hashNode(fromJson(2)));
    expect(toJson(db.root)).toEqual({ public: { n: 2 } });
  });

  it('delivers each write to the affected subscribers before returning', () => {
    const db = database();
    const whole = new RecordingSubscriber('public');
    const windowed = new RecordingSubscriber('public/list', parseWireQuery({ i: '.key', l: 1, vf: 'r' }));
    const elsewhere = new RecordingSubscriber('users/ada');
    [whole, windowed, elsewhere].forEach((subscriber) => db.subscribe(subscriber));
    db.write({ kind: 'put', path: path('public/list/a'), data: 1 }, ANONYMOUS);
    db.write({ kind: 'put', path: path('public/list/b'), data: 2 }, ANONYMOUS);
    expect(whole.updates).toEqual([
      { path: 'public/list/a', data: 1, merge: false },
      { path: 'public/list/b', data: 2, merge: false },
    ]);
    expect(windowed.updates).toEqual([
      { path: 'public/list/a', data: 1, merge: false },
      { path: 'public/list', data: { b: 2, a: null }, merge: true },
    ]);
    expect(elsewhere.updates).toEqual([]);
    db.unsubscribe(whole);
    db.write({ kind: 'put', path: path('public/x'), data: 1 }, ANONYMOUS);
    expect(whole.updates).toHaveLength(2);
  });

  it('shares one computed update between subscribers of the same query, and only between them', () => {
    const db = database();
    const lastOne = () => new RecordingSubscriber('public/list', parseWireQuery({ i: '.key', l: 1, vf: 'r' }));
    const [first, second] = [lastOne(), lastOne()];
    const lastTwo = new RecordingSubscriber('public/list', parseWireQuery({ i: '.key', l: 2, vf: 'r' }));
    [first, second, lastTwo].forEach((subscriber) => db.subscribe(subscriber));
    db.write({ kind: 'put', path: path('public/list'), data: { a: 1, b: 2 } }, ANONYMOUS);
    db.write({ kind: 'put', path: path('public/list/c'), data: 3 }, ANONYMOUS);
    expect(first.updates).toEqual(second.updates);
    expect(first.updates.at(-1)).toEqual({ path: 'public/list', data: { c: 3, b: null }, merge: true });
    expect(lastTwo.updates.at(-1)).toEqual({ path: 'public/list', data: { c: 3, a: null }, merge: true });
  });

  it('revokes subscriptions that new rules no longer allow', () => {
    const db = database();
    const reader = new RecordingSubscriber('users/ada', null, ada);
    const open = new RecordingSubscriber('public', null, ANONYMOUS);
    db.subscribe(reader);
    db.subscribe(open);
    db.setRules(compileRules({ rules: { public: { '.read': true } } }), true);
    expect(reader.revoked).toBe(true);
    expect(open.revoked).toBe(false);
    expect(db.rulesOverridden).toBe(true);
    expect(db.subscriberCount).toBe(1);
  });

  it('reads query windows and refuses reads the rules deny', () => {
    const db = database();
    db.write({ kind: 'put', path: path('public/list'), data: { a: 1, b: 2, c: 3 } }, ADMIN);
    const outcome = db.read(path('public/list'), parseWireQuery({ i: '.value', l: 2, vf: 'r' }), ANONYMOUS);
    expect(outcome.status === 'ok' && toJson(outcome.node)).toEqual({ b: 2, c: 3 });
    expect(db.read(path('users/ada'), null, ANONYMOUS).status).toBe('permission_denied');
  });
});
