import { ALL_WHO, GOOGLE, IDENTITIES, OTHER, OWNER, UNVERIFIED, type Who } from './identities.js';
import { FUTURE, PAST, REQ, SERVER_NOW } from './fixtures.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// The conversation (docs/data-model.md `attachments`, `conversationReads`): customers' attachments are read by their
// owner and by support and written by nobody (replyToRequest records them); each side stamps its own read marker with
// the server's time, on an existing request of the owner, and nothing else. Support is the claim AND the staff list:
// a session whose staff record was removed (`npm run ops -- revoke`) is refused at once, claim or not.
const MARKERS = `conversationReads/${OWNER}/${REQ.ownerInReview}`;
const FRESH = `conversationReads/${OWNER}/${REQ.ownerUnpaid}`;
const ATTACHMENTS = `attachments/${OWNER}/${REQ.ownerInReview}`;
const REVOKED = { [`supportStaff/${IDENTITIES.support.uid}`]: null };

const c = (
  who: Who,
  area: RulesCase['area'],
  action: RulesCase['action'],
  name: string,
  op: RulesCase['op'],
  expect: RulesCase['expect'],
  seed?: RulesCase['seed'],
): RulesCase => ({ name, area, action, who, op, expect, ...(seed ? { seed } : {}) });

const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google'];

const ATTACHMENT_CASES: RulesCase[] = [
  c('owner', 'attachments', 'read', 'owner reads the files it attached', read(`attachments/${OWNER}`), 'allow'),
  c('support', 'attachments', 'read', "support reads every customer's attachments", read('attachments'), 'allow'),
  c('owner', 'attachments', 'read', "cannot read every customer's attachments", read('attachments'), 'deny'),
  c(
    'support',
    'attachments',
    'read',
    'a revoked support session (claim, no staff record) cannot read attachments',
    read('attachments'),
    'deny',
    REVOKED,
  ),
  ...strangers.flatMap((who) => [
    c(who, 'attachments', 'read', "cannot read another customer's attachments", read(`attachments/${OWNER}`), 'deny'),
  ]),
  ...ALL_WHO.flatMap((who) => [
    c(
      who,
      'attachments',
      'create',
      'cannot record an attachment (replyToRequest checks the file first)',
      set(`${ATTACHMENTS}/att-planted`, {
        id: 'att-planted',
        fileName: 'evil.png',
        storagePath: `users/${OTHER}/secret.png`,
        size: 1,
        contentType: 'image/png',
      }),
      'deny',
    ),
    c(
      who,
      'attachments',
      'update',
      "cannot point an attachment at another file (or another user's folder)",
      update(`${ATTACHMENTS}/att-1`, { storagePath: `users/${OTHER}/secret.png` }),
      'deny',
    ),
    c(who, 'attachments', 'delete', 'cannot delete an attachment record', remove(`${ATTACHMENTS}/att-1`), 'deny'),
  ]),
];

const readCases: RulesCase[] = [
  c('owner', 'conversationReads', 'read', 'owner reads its read markers', read(`conversationReads/${OWNER}`), 'allow'),
  c('support', 'conversationReads', 'read', 'support reads every read marker', read('conversationReads'), 'allow'),
  c('owner', 'conversationReads', 'read', 'cannot read every read marker', read('conversationReads'), 'deny'),
  c(
    'support',
    'conversationReads',
    'read',
    'a revoked support session cannot read the read markers',
    read('conversationReads'),
    'deny',
    REVOKED,
  ),
  ...strangers.map((who) =>
    c(
      who,
      'conversationReads',
      'read',
      "cannot read another's read markers",
      read(`conversationReads/${OWNER}`),
      'deny',
    ),
  ),
];

const createCases: RulesCase[] = [
  c(
    'owner',
    'conversationReads',
    'create',
    'owner marks its request read',
    set(`${FRESH}/customer`, SERVER_NOW),
    'allow',
  ),
  c(
    'google',
    'conversationReads',
    'create',
    'a Google account marks its own request read',
    set(`conversationReads/${GOOGLE}/${REQ.googleUnpaid}/customer`, SERVER_NOW),
    'allow',
  ),
  c(
    'support',
    'conversationReads',
    'create',
    "support marks a customer's request read",
    set(`${FRESH}/support`, SERVER_NOW),
    'allow',
  ),
  c(
    'support',
    'conversationReads',
    'create',
    'a revoked support session cannot mark a request read',
    set(`${FRESH}/support`, SERVER_NOW),
    'deny',
    REVOKED,
  ),
  c(
    'owner',
    'conversationReads',
    'create',
    "owner cannot stamp support's marker (it would hide its own messages from support)",
    set(`${FRESH}/support`, SERVER_NOW),
    'deny',
  ),
  c(
    'support',
    'conversationReads',
    'create',
    "support cannot stamp the customer's marker",
    set(`${FRESH}/customer`, SERVER_NOW),
    'deny',
  ),
  c(
    'owner',
    'conversationReads',
    'create',
    'owner cannot date a mark in the future',
    set(`${FRESH}/customer`, FUTURE),
    'deny',
  ),
  c(
    'owner',
    'conversationReads',
    'create',
    'owner cannot date a mark in the past',
    set(`${FRESH}/customer`, PAST),
    'deny',
  ),
  c(
    'owner',
    'conversationReads',
    'create',
    'owner cannot mark a request that does not exist',
    set(`conversationReads/${OWNER}/req-none/customer`, SERVER_NOW),
    'deny',
  ),
  c(
    'owner',
    'conversationReads',
    'create',
    'owner cannot add another field beside its mark',
    set(`${FRESH}/note`, 'hello'),
    'deny',
  ),
  c(
    'owner',
    'conversationReads',
    'create',
    'owner cannot write the whole record at once (only its own field)',
    set(FRESH, { customer: SERVER_NOW }),
    'deny',
  ),
  c(
    'unverified',
    'conversationReads',
    'create',
    'an unverified account cannot mark even its own request',
    set(`conversationReads/${UNVERIFIED}/${REQ.unverifiedUnpaid}/customer`, SERVER_NOW),
    'deny',
  ),
  ...(['other', 'signedOut', 'google'] as const).map((who) =>
    c(
      who,
      'conversationReads',
      'create',
      "cannot mark another's request read",
      set(`${FRESH}/customer`, SERVER_NOW),
      'deny',
    ),
  ),
  c(
    'unverified',
    'conversationReads',
    'create',
    "cannot mark another's request read",
    set(`${FRESH}/customer`, SERVER_NOW),
    'deny',
  ),
];

const updateCases: RulesCase[] = [
  c(
    'owner',
    'conversationReads',
    'update',
    'owner moves its mark to now',
    set(`${MARKERS}/customer`, SERVER_NOW),
    'allow',
  ),
  c(
    'support',
    'conversationReads',
    'update',
    'support moves its mark to now',
    set(`${MARKERS}/support`, SERVER_NOW),
    'allow',
  ),
  c(
    'owner',
    'conversationReads',
    'update',
    'owner cannot move its mark back (to see messages as unread)',
    set(`${MARKERS}/customer`, PAST),
    'deny',
  ),
  c(
    'owner',
    'conversationReads',
    'update',
    "owner cannot move support's mark",
    update(MARKERS, { support: SERVER_NOW }),
    'deny',
  ),
  c(
    'support',
    'conversationReads',
    'update',
    "support cannot move the customer's mark",
    update(MARKERS, { customer: SERVER_NOW }),
    'deny',
  ),
  ...strangers.map((who) =>
    c(
      who,
      'conversationReads',
      'update',
      "cannot move another's mark",
      update(MARKERS, { customer: SERVER_NOW }),
      'deny',
    ),
  ),
  c(
    'other',
    'conversationReads',
    'update',
    'another verified customer cannot date its own mark in the past either',
    set(`conversationReads/${OTHER}/${REQ.otherUnpaid}/customer`, PAST),
    'deny',
  ),
];

const deleteCases: RulesCase[] = ALL_WHO.flatMap((who) => [
  c(
    who,
    'conversationReads',
    'delete',
    'cannot remove a mark (the server removes them)',
    remove(`${MARKERS}/customer`),
    'deny',
  ),
  c(who, 'conversationReads', 'delete', "cannot remove a request's marks", remove(MARKERS), 'deny'),
]);

/** The support rules of the other paths, for a session whose claim outlived `npm run ops -- revoke`. */
const REVOKED_SUPPORT_CASES: RulesCase[] = (
  ['requests', 'timeline', 'deliverables', 'publishing', 'audit'] as const
).map((area) =>
  c(
    'support',
    area,
    'read',
    `a revoked support session (claim, no staff record) cannot read ${area}`,
    read(area),
    'deny',
    REVOKED,
  ),
);

export const CONVERSATION_CASES: RulesCase[] = [
  ...ATTACHMENT_CASES,
  ...readCases,
  ...createCases,
  ...updateCases,
  ...deleteCases,
  ...REVOKED_SUPPORT_CASES,
];
