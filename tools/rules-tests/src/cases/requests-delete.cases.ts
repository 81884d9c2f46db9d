import { GOOGLE, OWNER, UNVERIFIED, type Who } from './identities.js';
import { REQ } from './fixtures.js';
import { remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Deleting a request: never by a client. deleteRequest removes an unpaid request with its timeline,
// deliverables and files, and frees its quota slot; a client delete would leave all of those behind.
const UNPAID = `requests/${OWNER}/${REQ.ownerUnpaid}`;
const PAID = `requests/${OWNER}/${REQ.ownerPaid}`;
const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];

export const REQUESTS_DELETE_CASES: RulesCase[] = [
  {
    name: 'owner cannot delete its unpaid request directly (deleteRequest only)',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(UNPAID),
    expect: 'deny',
  },
  {
    name: 'owner cannot delete its unpaid custom-plan request directly',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: remove(`requests/${OWNER}/${REQ.ownerCustom}`),
    expect: 'deny',
  },
  {
    name: 'owner cannot delete through a multi-path update (null)',
    area: 'requests',
    action: 'delete',
    who: 'owner',
    op: update(`requests/${OWNER}`, { [REQ.ownerUnpaid]: null }),
    expect: 'deny',
  },
  {
    name: 'Google user cannot delete its own unpaid request directly',
    area: 'requests',
    action: 'delete',
    who: 'google',
    op: remove(`requests/${GOOGLE}/${REQ.googleUnpaid}`),
    expect: 'deny',
  },
  {
    name: 'unverified user cannot delete its own unpaid request',
    area: 'requests',
    action: 'delete',
    who: 'unverified',
    op: remove(`requests/${UNVERIFIED}/${REQ.unverifiedUnpaid}`),
    expect: 'deny',
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
