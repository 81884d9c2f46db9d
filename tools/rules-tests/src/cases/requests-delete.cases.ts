import { GOOGLE, OWNER, UNVERIFIED, type Who } from './identities.js';
import { REQ } from './fixtures.js';
import { remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Deleting a request: the owner, only while unpaid (docs/product.md §4 "Once paid ... the request cannot be deleted").
const UNPAID = `requests/${OWNER}/${REQ.ownerUnpaid}`;
const PAID = `requests/${OWNER}/${REQ.ownerPaid}`;
const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];

export const REQUESTS_DELETE_CASES: RulesCase[] = [
  {
    name: 'owner deletes own unpaid request',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(UNPAID),
    expect: 'allow',
  },
  {
    name: 'owner deletes own unpaid custom-plan request',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(`requests/${OWNER}/${REQ.ownerCustom}`),
    expect: 'allow',
  },
  {
    name: 'owner deletes through a multi-path update (null)',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: update(`requests/${OWNER}`, { [REQ.ownerUnpaid]: null }),
    expect: 'allow',
  },
  {
    name: 'Google user deletes own unpaid request',
    area: 'requests',
    action: 'delete',
    who: 'google',
    op: remove(`requests/${GOOGLE}/${REQ.googleUnpaid}`),
    expect: 'allow',
  },
  {
    name: 'unverified user deletes own unpaid request',
    area: 'requests',
    action: 'delete',
    who: 'unverified',
    op: remove(`requests/${UNVERIFIED}/${REQ.unverifiedUnpaid}`),
    expect: 'allow',
  },
  {
    name: 'cannot delete a paid request',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(PAID),
    expect: 'deny',
  },
  {
    name: 'cannot delete a paid request through a multi-path update',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: update(`requests/${OWNER}`, { [REQ.ownerUnpaid]: null, [REQ.ownerPaid]: null }),
    expect: 'deny',
  },
  {
    name: 'cannot delete a paid request by overwriting it with null',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: set(PAID, null),
    expect: 'deny',
  },
  {
    name: 'cannot wipe the whole request list (it holds a paid request)',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(`requests/${OWNER}`),
    expect: 'deny',
  },
  {
    name: 'cannot remove a single required field of an unpaid request',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(`${UNPAID}/extraInstructions`),
    expect: 'deny',
  },
  {
    name: 'cannot strip the payment fields off a paid request',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(`${PAID}/razorpayPaymentId`),
    expect: 'deny',
  },
  ...strangers.map((who): RulesCase => ({
    name: "cannot delete another user's unpaid request",
    area: 'requests',
    action: 'delete',
    who,
    op: remove(UNPAID),
    expect: 'deny',
  })),
];
