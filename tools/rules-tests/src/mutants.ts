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

const REQUEST = 'requests/$uid/$requestId';

export const MUTANTS: Mutant[] = [
  {
    name: 'creating does not need a verified email',
    mutate: (r) => replaceIn(r, REQUEST, '.write', 'auth.token.email_verified === true', 'true'),
    flips: [
      {
        who: 'unverified',
        action: 'create',
        name: 'unverified email/password account cannot create a request, even its own',
      },
    ],
  },
  {
    name: 'a paid request stays editable and deletable',
    mutate: (r) => replaceIn(r, REQUEST, '.write', "data.child('paymentStatus').val() === 'unpaid'", 'true'),
    flips: [
      { who: 'owner', action: 'update', name: 'cannot edit the description once paid' },
      { who: 'owner', action: 'delete', name: 'cannot delete a paid request' },
      { who: 'owner', action: 'delete', name: 'cannot delete a paid request through a multi-path update' },
    ],
  },
  {
    // The classic cascade mistake: an owner grant one level too high cannot be narrowed again below it.
    name: 'the owner write grant sits on the request list instead of each request',
    mutate: (r) => setRule(r, 'requests/$uid', '.write', 'auth != null && auth.uid === $uid'),
    flips: [
      { who: 'owner', action: 'delete', name: 'cannot delete a paid request' },
      { who: 'owner', action: 'delete', name: 'cannot wipe the whole request list (it holds a paid request)' },
      {
        who: 'unverified',
        action: 'create',
        name: 'unverified email/password account cannot create a request, even its own',
      },
    ],
  },
  {
    name: 'paymentStatus is writable',
    mutate: (r) => setRule(r, `${REQUEST}/paymentStatus`, '.validate', 'true'),
    flips: [
      { who: 'owner', action: 'create', name: "cannot create it already paid (paymentStatus 'paid')" },
      { who: 'owner', action: 'update', name: "cannot mark own request paid (paymentStatus 'paid')" },
      {
        who: 'owner',
        action: 'update',
        name: 'a multi-path update cannot sneak paymentStatus in next to an allowed edit',
      },
    ],
  },
  {
    name: 'status is writable',
    mutate: (r) => setRule(r, `${REQUEST}/status`, '.validate', 'true'),
    flips: [
      { who: 'owner', action: 'create', name: "cannot start in status 'completed'" },
      { who: 'owner', action: 'update', name: "cannot change status to 'completed'" },
      { who: 'owner', action: 'update', name: 'a multi-path update cannot sneak status in next to an allowed edit' },
    ],
  },
  {
    name: 'amountInr is not compared with the plan',
    mutate: (r) =>
      replaceIn(
        r,
        REQUEST,
        '.validate',
        "(data.exists() ? newData.child('amountInr').val() === data.child('amountInr').val() && newData.child('phone').val() === data.child('phone').val() : newData.child('amountInr').val() === root.child('plans').child(newData.child('planId').val()).child('priceInr').val())",
        "(!data.exists() || newData.child('phone').val() === data.child('phone').val())",
      ),
    flips: [
      { who: 'owner', action: 'create', name: 'cannot pay 1 for the aab_bundle plan (wrong price at creation)' },
      { who: 'owner', action: 'create', name: 'cannot leave amountInr out on a priced plan' },
      { who: 'owner', action: 'update', name: 'cannot remove amountInr after creation' },
      { who: 'owner', action: 'update', name: 'a multi-path update cannot sneak amountInr in next to an allowed edit' },
    ],
  },
  {
    name: 'planName is not compared with the plan',
    mutate: (r) => setRule(r, `${REQUEST}/planName`, '.validate', 'newData.isString()'),
    flips: [
      { who: 'owner', action: 'create', name: 'cannot name the plan itself (planName)' },
      { who: 'owner', action: 'update', name: 'cannot rename the plan (planName)' },
    ],
  },
  {
    name: 'the icon size is not limited',
    mutate: (r) => replaceIn(r, `${REQUEST}/iconDataUrl`, '.validate', '<= 819200', '<= 8192000'),
    flips: [
      { who: 'owner', action: 'create', name: 'an icon of 204801 bytes is oversized' },
      { who: 'owner', action: 'create', name: 'an icon of 300 KB is oversized' },
    ],
  },
  {
    name: 'any media type passes as an icon',
    mutate: (r) =>
      replaceIn(r, `${REQUEST}/iconDataUrl`, '.validate', 'data:image\\/(png|jpeg);', 'data:[a-z]+\\/[a-z]+;'),
    flips: [
      { who: 'owner', action: 'create', name: 'a WebP data URL is not an accepted icon' },
      { who: 'owner', action: 'create', name: 'a non-image (text/plain) data URL is refused' },
    ],
  },
  {
    name: 'unknown request keys are accepted',
    mutate: (r) => setRule(r, `${REQUEST}/$other`, '.validate', true),
    flips: [
      { who: 'owner', action: 'create', name: 'cannot add a key outside the data model' },
      { who: 'owner', action: 'update', name: 'cannot add a key outside the data model' },
    ],
  },
  {
    name: 'createdAt of a request is free',
    mutate: (r) => setRule(r, `${REQUEST}/createdAt`, '.validate', 'true'),
    flips: [
      { who: 'owner', action: 'create', name: 'cannot backdate createdAt' },
      { who: 'owner', action: 'update', name: 'cannot change createdAt' },
    ],
  },
  {
    name: 'accountHolderEmail is free',
    mutate: (r) => setRule(r, `${REQUEST}/accountHolderEmail`, '.validate', 'newData.isString()'),
    flips: [{ who: 'owner', action: 'create', name: "accountHolderEmail must be the account's own email" }],
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
