import { OWNER } from './identities.js';
import { REQ, SERVER_NOW } from './fixtures.js';
import { BY_CREATED_AT, read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// The support console (docs/product.md "Support console"): a support user reads every user's requests live, and
// writes none of them (every change goes through an ops callable); above all no payment field.
const ALICE = `requests/${OWNER}`;
const PAID = `${ALICE}/${REQ.ownerPaid}`;
const UNPAID = `${ALICE}/${REQ.ownerUnpaid}`;

const supportWrites = (name: string, op: RulesCase['op'], action: RulesCase['action']): RulesCase => ({
  name,
  area: 'requests',
  action,
  who: 'support',
  op,
  expect: 'deny',
});

export const SUPPORT_REQUESTS_CASES: RulesCase[] = [
  {
    name: "support reads every user's requests (the console queue)",
    area: 'requests',
    action: 'read',
    who: 'support',
    op: read('requests'),
    expect: 'allow',
  },
  {
    name: "support reads one customer's requests",
    area: 'requests',
    action: 'read',
    who: 'support',
    op: read(ALICE),
    expect: 'allow',
  },
  {
    name: "support lists a customer's requests by createdAt",
    area: 'requests',
    action: 'query',
    who: 'support',
    op: read(ALICE, BY_CREATED_AT),
    expect: 'allow',
  },
  {
    name: 'support reads one paid request with its payment ids',
    area: 'requests',
    action: 'read',
    who: 'support',
    op: read(PAID),
    expect: 'allow',
  },
  {
    name: "a customer cannot read every user's requests",
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read('requests'),
    expect: 'deny',
  },
  {
    name: "a stranger cannot read every user's requests",
    area: 'requests',
    action: 'read',
    who: 'other',
    op: read('requests'),
    expect: 'deny',
  },
  {
    name: "signed out cannot read every user's requests",
    area: 'requests',
    action: 'read',
    who: 'signedOut',
    op: read('requests'),
    expect: 'deny',
  },
  supportWrites(
    "support cannot mark a request paid (payment fields are the server's)",
    update(UNPAID, { paymentStatus: 'paid', updatedAt: SERVER_NOW }),
    'update',
  ),
  supportWrites(
    'support cannot set a razorpayPaymentId',
    update(UNPAID, { razorpayPaymentId: 'pay_Fake00000001', updatedAt: SERVER_NOW }),
    'update',
  ),
  supportWrites(
    "support cannot change a paid request's payment ids",
    update(PAID, { razorpayPaymentId: 'pay_Fake00000002', updatedAt: SERVER_NOW }),
    'update',
  ),
  supportWrites(
    'support cannot move a status directly (only opsSetStatus)',
    update(UNPAID, { status: 'in_review', updatedAt: SERVER_NOW }),
    'update',
  ),
  supportWrites(
    'support cannot quote directly (only opsQuote)',
    update(`${ALICE}/${REQ.ownerCustom}`, { amountInr: 5000, quotedAt: SERVER_NOW, updatedAt: SERVER_NOW }),
    'update',
  ),
  supportWrites("support cannot delete a customer's request", remove(UNPAID), 'delete'),
  supportWrites("support cannot delete a customer's paid request", remove(PAID), 'delete'),
  supportWrites('support cannot overwrite the whole requests tree', set('requests', null), 'delete'),
];
