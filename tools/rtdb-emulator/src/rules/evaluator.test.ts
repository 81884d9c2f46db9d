import { describe, expect, it } from 'vitest';
import { fromJson } from '../tree/json.js';
import { evaluate, ruleGrants } from './evaluator.js';
import { parseExpression } from './parser.js';
import { RuleEvaluationError } from './rules-error.js';
import { OpaqueObject, RuleMap, RuleSnapshot } from './values.js';
import type { RuleValue } from './values.js';

const tree = fromJson({
  users: { u1: { name: 'Ada', age: 36, admin: true, email: 'ADA@example.com' } },
  flags: { open: true },
});
const variables = new Map<string, RuleValue>([
  [
    'auth',
    new RuleMap({
      uid: 'u1',
      provider: 'password',
      token: { email: 'ada@example.com', email_verified: true, firebase: { sign_in_provider: 'password' } },
    }),
  ],
  ['now', 1000],
  ['root', new RuleSnapshot(tree, [])],
  ['data', new RuleSnapshot(tree, ['users', 'u1'])],
  ['$uid', 'u1'],
]);
const run = (source: string) => evaluate(parseExpression(source), variables);
const grants = (source: string) => ruleGrants(parseExpression(source), variables);

describe('rule evaluation', () => {
  it('reads auth, token claims and wildcard variables', () => {
    expect(run('auth.uid == $uid')).toBe(true);
    expect(run('auth.token.email_verified === true')).toBe(true);
    expect(run("auth.token.firebase.sign_in_provider == 'password'")).toBe(true);
    expect(run('auth.token.admin == null')).toBe(true);
  });

  it('navigates snapshots', () => {
    expect(run("data.child('name').val() == 'Ada'")).toBe(true);
    expect(
      run("data.child('age').isNumber() && data.child('name').isString() && data.child('admin').isBoolean()"),
    ).toBe(true);
    expect(run("data.parent().parent().child('flags/open').val()")).toBe(true);
    expect(run("root.child('users/' + auth.uid).exists()")).toBe(true);
    expect(run("data.hasChild('name') && !data.hasChild('nope')")).toBe(true);
    expect(run("data.hasChildren(['name', 'age']) && data.hasChildren() && !data.hasChildren(['name', 'nope'])")).toBe(
      true,
    );
    expect(run('data.getPriority()')).toBeNull();
    expect(run("data.child('missing').val()")).toBeNull();
    expect(run('data.val()')).toBeInstanceOf(OpaqueObject);
  });

  it('treats an object value as equal to nothing', () => {
    expect(run('data.val() == null')).toBe(false);
    expect(run('data.val() != null')).toBe(true);
  });

  it('implements the string methods', () => {
    expect(run("data.child('name').val().length == 3")).toBe(true);
    expect(run("'hello world'.contains('o w') && 'hello'.beginsWith('he') && 'hello'.endsWith('lo')")).toBe(true);
    expect(run("'a.b.c'.replace('.', '_')")).toBe('a_b_c');
    expect(run("data.child('email').val().toLowerCase() == auth.token.email")).toBe(true);
    expect(run("'abc'.toUpperCase()")).toBe('ABC');
    expect(run("data.child('email').val().matches(/^[a-z]+@example\\.com$/i)")).toBe(true);
    expect(run("'data:image/png;base64,AAA'.matches(/^data:image\\/(png|jpeg);base64,/)")).toBe(true);
  });

  it('computes with numbers, strings and the ternary', () => {
    expect(run('now - 1000 == 0 && now % 7 == 6 && now / 1000 == 1 && 2 * 3 == 6')).toBe(true);
    expect(run("'n' + 1")).toBe('n1');
    expect(run("auth.uid == 'u1' ? 'yes' : 'no'")).toBe('yes');
    expect(run("'b' > 'a' && 2 >= 2 && 1 < 2 && 2 <= 3")).toBe(true);
  });

  it('fails closed on runtime errors', () => {
    const signedOut = new Map(variables).set('auth', null);
    expect(ruleGrants(parseExpression('auth.uid == $uid'), signedOut)).toBe(false);
    expect(ruleGrants(parseExpression('auth != null && auth.uid == $uid'), signedOut)).toBe(false);
    expect(grants("data.child('age').val() > 'x'")).toBe(false);
    expect(grants('data.nope()')).toBe(false);
    expect(grants('!5')).toBe(false);
    expect(grants('1 && true')).toBe(false);
    expect(() => run('root.parent()')).toThrow(RuleEvaluationError);
    expect(() => run("data.child('a.b')")).toThrow(RuleEvaluationError);
  });

  it('grants only on exactly true', () => {
    expect(grants("'true'")).toBe(false);
    expect(grants('1')).toBe(false);
    expect(grants('true')).toBe(true);
  });
});
