import { describe, expect, it } from 'vitest';
import { RulesSyntaxError } from './rules-error.js';
import { parseRulesSource, stripJsonComments } from './rules-source.js';
import { compileRules } from './ruleset.js';

describe('rules compilation', () => {
  it('compiles nested rules with wildcards and indexes', () => {
    const rules = compileRules({
      rules: {
        requests: {
          $uid: {
            '.read': 'auth.uid == $uid',
            '.indexOn': ['createdAt', 'status'],
            $requestId: { '.validate': "$requestId.length > 0 && $uid != ''" },
          },
        },
        plans: { '.read': true, '.indexOn': 'order' },
      },
    });
    const requests = rules.root.children.get('requests');
    expect(requests?.wildcard?.name).toBe('$uid');
    expect(requests?.wildcard?.node.indexOn).toEqual(['createdAt', 'status']);
    expect(requests?.wildcard?.node.wildcard?.node.validate).not.toBeNull();
    expect(rules.root.children.get('plans')?.indexOn).toEqual(['order']);
  });

  it('refuses what the real service refuses to deploy', () => {
    const bad: unknown[] = [
      { rules: { '.read': 'foo == 1' } },
      { rules: { '.read': 'newData.exists()' } },
      { rules: { '.write': 'query.limitToFirst == 1' } },
      { rules: { a: { '.read': '$uid == 1' } } },
      { rules: { '.read': 'auth.uid' }, extra: true },
      { notRules: {} },
      { rules: { '.write': 5 } },
      { rules: { '.reed': true } },
      { rules: { $a: {}, $b: {} } },
      { rules: { $a: { $a: {} } } },
      { rules: { a: true } },
      { rules: { '.read': "'yes'" } },
      { rules: { '.indexOn': [1] } },
      { rules: { '.read': 'auth.uid ==' } },
    ];
    for (const definition of bad)
      expect(() => compileRules(definition), JSON.stringify(definition)).toThrow(RulesSyntaxError);
  });

  it('names the failing rule in the error', () => {
    expect(() => compileRules({ rules: { users: { $uid: { '.write': 'auth.uid == $userId' } } } })).toThrow(
      "rules/users/$uid/.write: Unknown variable '$userId'",
    );
  });
});

describe('rules source text', () => {
  it('allows // and /* */ comments outside strings', () => {
    const text = '{\n  // who may read\n  "rules": { /* everyone */ ".read": "\'//not a comment\' != \'/*\'" }\n}';
    expect(JSON.parse(stripJsonComments(text))).toEqual({ rules: { '.read': "'//not a comment' != '/*'" } });
    expect(parseRulesSource(text).source).toBe(text);
  });

  it('reports JSON errors as rules errors', () => {
    expect(() => parseRulesSource('{ "rules": ')).toThrow(RulesSyntaxError);
    expect(() => parseRulesSource('{ /* open')).toThrow(RulesSyntaxError);
  });
});
