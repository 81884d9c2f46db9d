import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_RULES_PATH,
  RulesSyntaxError,
  blankComments,
  findDuplicateKeys,
  loadDatabaseRules,
  parseDatabaseRules,
} from './rules-file.js';

const RULE_KINDS = new Set(['.read', '.write', '.validate', '.indexOn']);

interface RuleEntry {
  path: string;
  kind: string;
  value: unknown;
}

function walk(node: Record<string, unknown>, path: string, found: RuleEntry[] = []): RuleEntry[] {
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('.')) found.push({ path, kind: key, value });
    else walk(value as Record<string, unknown>, path ? `${path}/${key}` : key, found);
  }
  return found;
}

describe('the JSON-with-comments dialect of database rules', () => {
  it('blanks line and block comments but keeps // inside strings', () => {
    const text = '{\n  // a comment\n  "a": "x // not a comment", /* block\n comment */ "b": 1\n}';
    expect(JSON.parse(blankComments(text))).toEqual({ a: 'x // not a comment', b: 1 });
  });

  it('keeps escaped quotes inside strings', () => {
    expect(JSON.parse(blankComments('{"a": "say \\"hi\\" // still text"}'))).toEqual({ a: 'say "hi" // still text' });
  });

  it('keeps line numbers, so an error points at the right line', () => {
    const text = '{\n  // one\n  /* two\n  three */\n  "rules": {,}\n}';
    expect(() => parseDatabaseRules(text)).toThrow(RulesSyntaxError);
    try {
      parseDatabaseRules(text);
    } catch (error) {
      expect((error as RulesSyntaxError).line).toBe(5);
    }
  });

  it('is otherwise strict JSON: a trailing comma is an error', () => {
    expect(() => parseDatabaseRules('{ "rules": { ".read": false, } }')).toThrow(RulesSyntaxError);
  });

  it('refuses an unterminated block comment', () => {
    expect(() => parseDatabaseRules('{ "rules": {} /* open')).toThrow(/unterminated block comment/);
  });

  it('refuses duplicate keys, which JSON.parse would silently collapse', () => {
    expect(findDuplicateKeys('{"rules": {"a": {".read": true, ".read": false}, "b": [{"x": 1}, {"x": 2}]}}')).toEqual([
      '/rules/a/.read',
    ]);
    expect(() => parseDatabaseRules('{"rules": {".read": true, ".read": false}}')).toThrow(
      /duplicate keys: \/rules\/\.read/,
    );
  });

  it('needs exactly one top-level key, "rules"', () => {
    expect(() => parseDatabaseRules('{"rules": {}, "extra": 1}')).toThrow(RulesSyntaxError);
    expect(() => parseDatabaseRules('[]')).toThrow(RulesSyntaxError);
  });
});

describe('database.rules.json', () => {
  const text = readFileSync(DATABASE_RULES_PATH, 'utf8');
  const rules = loadDatabaseRules();
  const entries = walk(rules.rules, '');

  it('parses in the service dialect (it has comments, so plain JSON.parse would refuse it)', () => {
    expect(text).toMatch(/^\s*\/\//m);
    expect(() => JSON.parse(text)).toThrow();
    expect(Object.keys(rules.rules).length).toBeGreaterThan(0);
  });

  it('uses only rule kinds the service knows, with the types it accepts', () => {
    for (const { path, kind, value } of entries) {
      expect(RULE_KINDS.has(kind), `${path}: ${kind}`).toBe(true);
      if (kind === '.indexOn') {
        const list = Array.isArray(value) ? value : [value];
        expect(
          list.every((item) => typeof item === 'string'),
          `${path}: .indexOn`,
        ).toBe(true);
      } else {
        expect(['string', 'boolean'], `${path}: ${kind}`).toContain(typeof value);
      }
    }
  });

  it('has at most one $wildcard per level and every expression parses (targaryen compiles the whole tree)', () => {
    expect(() => targaryen.database(rules, null)).not.toThrow();
  });

  // A grant cascades and cannot be revoked deeper (RTDB semantics), so where grants sit is itself a security property.
  it("grants writes only at users/$uid and at each side's own read marker (requests are written by the callables)", () => {
    const grants = entries.filter((e) => e.kind === '.write' && e.value !== false).map((e) => e.path);
    expect(grants).toEqual([
      'users/$uid',
      'conversationReads/$uid/$requestId/customer',
      'conversationReads/$uid/$requestId/support',
    ]);
  });

  it('grants reads only at plans, the owner paths (packages/$uid included), and the support claim paths', () => {
    const grants = entries.filter((e) => e.kind === '.read' && e.value !== false).map((e) => e.path);
    expect(grants).toEqual([
      'plans',
      'users/$uid',
      'requests',
      'requests/$uid',
      'builds/$uid',
      'timeline',
      'timeline/$uid',
      'packages/$uid',
      'deliverables',
      'deliverables/$uid',
      'publishing',
      'publishing/$uid',
      'audit',
      'attachments',
      'attachments/$uid',
      'conversationReads',
      'conversationReads/$uid',
      'notifications/$uid',
    ]);
  });

  it('grants the collection-wide reads and support writes to the support claim on the staff list only', () => {
    const support =
      "auth != null && auth.token.support === true && root.child('supportStaff').child(auth.uid).exists()";
    for (const path of [
      'requests',
      'timeline',
      'deliverables',
      'publishing',
      'audit',
      'attachments',
      'conversationReads',
    ]) {
      const read = entries.find((e) => e.path === path && e.kind === '.read')?.value;
      expect(read, path).toBe(support);
    }
    const write = entries.find((e) => e.path === 'conversationReads/$uid/$requestId/support' && e.kind === '.write');
    expect(write?.value).toBe(`newData.exists() && ${support}`);
  });

  it('denies everything at the root and on every server-only path explicitly', () => {
    for (const path of [
      '',
      'orders',
      'payments',
      'signingKeys',
      'rateLimits',
      'webhookEvents',
      'outbox',
      'tombstones',
      'quotas',
      'keyExports',
      'fulfilmentQueue',
      'buildLedger',
      'abuseReports',
      'revocations',
      'buildExpiry',
      'downloadUses',
      'uploadKeys',
      'campaigns',
      'supportStaff',
      'invoices',
      'invoiceSeries',
      'notificationFeeds',
      'notificationInstalls',
    ]) {
      const rule = (kind: string) => entries.find((e) => e.path === path && e.kind === kind)?.value;
      expect([rule('.read'), rule('.write')], path || '(root)').toEqual([false, false]);
    }
  });

  it('indexes requests and builds on createdAt for the owner listing (docs/product.md §7)', () => {
    const index = (path: string) => entries.find((e) => e.path === path && e.kind === '.indexOn')?.value;
    expect(index('requests/$uid')).toEqual(['createdAt']);
    // packageName: the notification composer finds an app's site from its newest build (notifications/owned-app.ts).
    expect(index('builds/$uid')).toEqual(['createdAt', 'packageName']);
  });

  it('refuses unknown keys in users records', () => {
    const closed = (path: string) => entries.find((e) => e.path === `${path}/$other` && e.kind === '.validate')?.value;
    expect(closed('users/$uid')).toBe(false);
  });
});
