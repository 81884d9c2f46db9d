import { RULES_CASES } from './cases/index.js';
import type { Action, RulesCase } from './cases/types.js';
import type { Who } from './cases/identities.js';
import type { DatabaseRules } from './rules-file.js';

/**
 * A deliberately weakened copy of database.rules.json, and the attack cases it must let through. If a mutant does
 * not flip its cases, those cases were not testing the rule they claim to test (a test that cannot fail).
 */
export interface Mutant {
  name: string;
  mutate(rules: DatabaseRules): void;
  /** Cases (who, action, name as in the table) denied by the real rules that this mutant must allow. */
  flips: { who: Who; action: Action; name: string }[];
}

type RuleNode = Record<string, unknown>;

/** What every support rule adds to the claim: the server-side staff list (docs/data-model.md `supportStaff`). */
const STAFF = " && root.child('supportStaff').child(auth.uid).exists()";

function nodeAt(rules: DatabaseRules, path: string): RuleNode {
  let node: RuleNode = rules.rules;
  for (const key of path.split('/')) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) throw new Error(`mutant: no rules node at ${path}`);
    node = child as RuleNode;
  }
  return node;
}

/** Replaces text in one rule; throws when the text is gone, so mutants cannot drift from the file silently. */
function replaceIn(rules: DatabaseRules, path: string, kind: string, from: string, to: string): void {
  const node = nodeAt(rules, path);
  const rule = node[kind];
  if (typeof rule !== 'string' || !rule.includes(from))
    throw new Error(`mutant: ${path}/${kind} no longer contains ${from}`);
  node[kind] = rule.split(from).join(to);
}

function setRule(rules: DatabaseRules, path: string, kind: string, value: string | boolean): void {
  const node = nodeAt(rules, path);
  if (!(kind in node) && kind !== '.write') throw new Error(`mutant: ${path} has no ${kind}`);
  node[kind] = value;
}

export const MUTANTS: Mutant[] = [
  {
    // What the rules were before the request callables: an owner write grant at each request. It must let the direct writes
    // through that the callables now own, so those cases prove the grant is gone.
    name: 'the owner may write its requests again',
    mutate: (r) => setRule(r, 'requests/$uid', '.write', 'auth != null && auth.uid === $uid'),
    flips: [
      {
        who: 'owner',
        action: 'create',
        name: 'owner cannot create even a valid request directly (createRequest only)',
      },
      {
        who: 'owner',
        action: 'create',
        name: 'owner cannot create a maximum-size request directly (the quota cannot be bypassed)',
      },
      { who: 'owner', action: 'create', name: 'cannot stamp its own year-2999 createdAt and createdAtISO' },
      { who: 'owner', action: 'update', name: 'owner cannot edit the description directly (updateRequestText only)' },
      { who: 'owner', action: 'update', name: 'cannot stamp updatedAtISO in the year 2999' },
      { who: 'owner', action: 'update', name: 'cannot write a refund status of its own' },
      { who: 'owner', action: 'delete', name: 'owner cannot delete its unpaid request directly (deleteRequest only)' },
      { who: 'owner', action: 'delete', name: 'cannot delete a paid request' },
    ],
  },
  {
    name: 'a user record may claim any email',
    mutate: (r) => replaceIn(r, 'users/$uid/email', '.validate', ' && newData.val() === auth.token.email', ''),
    flips: [
      { who: 'owner', action: 'update', name: 'cannot claim an email its token does not carry' },
      { who: 'owner', action: 'update', name: 'cannot claim another user’s email' },
      { who: 'other', action: 'create', name: 'cannot create its record with an email its token does not carry' },
    ],
  },
  {
    name: 'any signed-in user reads every request list',
    mutate: (r) => setRule(r, 'requests/$uid', '.read', 'auth != null'),
    flips: [
      { who: 'other', action: 'read', name: "cannot read another user's requests" },
      { who: 'google', action: 'query', name: "cannot list another user's requests" },
    ],
  },
  {
    name: "a user record's createdAt can be rewritten",
    mutate: (r) => setRule(r, 'users/$uid/createdAt', '.validate', 'newData.isNumber()'),
    flips: [
      { who: 'owner', action: 'update', name: 'createdAt can only be set once' },
      { who: 'other', action: 'create', name: 'cannot backdate createdAt' },
    ],
  },
  {
    name: 'the owner may write build records',
    mutate: (r) => setRule(r, 'builds/$uid', '.write', 'auth != null && auth.uid === $uid'),
    flips: [
      { who: 'owner', action: 'create', name: 'cannot write a build record (server only)' },
      { who: 'owner', action: 'delete', name: 'cannot delete a build record' },
    ],
  },
  {
    name: 'the owner may write its quota',
    mutate: (r) => setRule(r, 'quotas', '.write', 'auth != null'),
    flips: [
      { who: 'owner', action: 'update', name: 'cannot change a record in quotas' },
      { who: 'owner', action: 'delete', name: 'cannot delete a record in quotas' },
    ],
  },
  {
    name: 'the owner may write package summaries',
    mutate: (r) => setRule(r, 'packages/$uid', '.write', 'auth != null && auth.uid === $uid'),
    flips: [
      { who: 'owner', action: 'create', name: 'cannot plant a package summary (server only)' },
      { who: 'owner', action: 'update', name: 'cannot change the certificate or versionCode of a package' },
      { who: 'owner', action: 'delete', name: 'cannot delete a package summary' },
    ],
  },
  {
    name: 'package summaries are readable by any signed-in user',
    mutate: (r) => setRule(r, 'packages/$uid', '.read', 'auth != null'),
    flips: [
      { who: 'other', action: 'read', name: "cannot read another user's packages" },
      { who: 'google', action: 'read', name: "cannot read another user's packages" },
    ],
  },
  {
    // The support rules as they were before the staff list: the claim alone, which an ID token keeps for up to an
    // hour after `npm run ops -- revoke`.
    name: 'the support claim alone is enough again',
    mutate: (r) => {
      for (const path of [
        'requests',
        'timeline',
        'deliverables',
        'publishing',
        'audit',
        'attachments',
        'conversationReads',
      ])
        replaceIn(r, path, '.read', STAFF, '');
      replaceIn(r, 'conversationReads/$uid/$requestId/support', '.write', STAFF, '');
    },
    flips: [
      ...(['requests', 'timeline', 'deliverables', 'publishing', 'audit'] as const).map((area) => ({
        who: 'support' as const,
        action: 'read' as const,
        name: `a revoked support session (claim, no staff record) cannot read ${area}`,
      })),
      {
        who: 'support',
        action: 'read',
        name: 'a revoked support session (claim, no staff record) cannot read attachments',
      },
      { who: 'support', action: 'read', name: 'a revoked support session cannot read the read markers' },
      { who: 'support', action: 'create', name: 'a revoked support session cannot mark a request read' },
    ],
  },
  {
    name: 'a read marker may hold any time the client likes',
    mutate: (r) => setRule(r, 'conversationReads/$uid/$requestId/customer', '.validate', 'newData.isNumber()'),
    flips: [
      { who: 'owner', action: 'create', name: 'owner cannot date a mark in the future' },
      { who: 'owner', action: 'create', name: 'owner cannot date a mark in the past' },
      { who: 'owner', action: 'update', name: 'owner cannot move its mark back (to see messages as unread)' },
    ],
  },
  {
    name: 'a read marker may be removed',
    mutate: (r) => replaceIn(r, 'conversationReads/$uid/$requestId/customer', '.write', 'newData.exists() && ', ''),
    flips: [{ who: 'owner', action: 'delete', name: 'cannot remove a mark (the server removes them)' }],
  },
];

/** The table's cases a mutant names; every one must exist in the table. */
export function flippedCases(mutant: Mutant): RulesCase[] {
  return mutant.flips.map((flip) => {
    const found = RULES_CASES.find((c) => c.who === flip.who && c.action === flip.action && c.name === flip.name);
    if (!found)
      throw new Error(`mutant "${mutant.name}" names a case that is not in the table: ${JSON.stringify(flip)}`);
    return found;
  });
}
