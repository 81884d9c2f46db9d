import { ICON_MAX_BYTES } from '../../../../functions/src/contracts/limits.js';
import { GOOGLE, IDENTITIES, OTHER, OWNER, UNVERIFIED, type Who } from './identities.js';
import { FUTURE, NEW_ID, PAST, PLANS, newRequest, requestWith } from './fixtures.js';
import { iconDataUrl } from './icon-data-url.js';
import { set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Creating requests/{uid}/{requestId}: never by a client. createRequest is the only way in, so
// the quota and the shared validator cannot be bypassed and the server stamps every timestamp.
// Even a request the old rules accepted, in the initial state at the plan's price, is refused now.
const PATH = `requests/${OWNER}/${NEW_ID}`;
const VALID = newRequest(IDENTITIES.owner);

function create(name: string, changes: Record<string, unknown>): RulesCase {
  return {
    name,
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: set(PATH, requestWith(VALID, changes)),
    expect: 'deny',
  };
}

/** What the audit created 200 times in one loop (54 MiB): every field at its maximum size. */
const MAXIMUM_SIZE = {
  url: `https://example.com/${'a'.repeat(2048 - 20)}`,
  appName: 'A'.repeat(100),
  description: 'd'.repeat(5000),
  extraInstructions: 'e'.repeat(5000),
  iconDataUrl: iconDataUrl('png', ICON_MAX_BYTES),
};

const ownWrites: RulesCase[] = [
  create('owner cannot create even a valid request directly (createRequest only)', {}),
  create('owner cannot create a maximum-size request directly (the quota cannot be bypassed)', MAXIMUM_SIZE),
  create('owner cannot create a request with pull-to-refresh off directly (createRequest only)', {
    pullToRefresh: false,
  }),
  create('cannot stamp its own year-2999 createdAt and createdAtISO', {
    createdAt: Date.UTC(2999, 0, 1),
    createdAtISO: '2999-01-01T00:00:00.000Z',
  }),
  create('the custom plan without an amount is refused too', {
    planId: 'other',
    planName: PLANS.other.name,
    amountInr: undefined,
  }),
  {
    name: 'Google user cannot create its own request directly',
    area: 'requests',
    action: 'create',
    who: 'google',
    op: set(`requests/${GOOGLE}/${NEW_ID}`, newRequest(IDENTITIES.google)),
    expect: 'deny',
  },
  {
    name: 'owner cannot create through a multi-path update from the root',
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: update('', { [PATH]: VALID }),
    expect: 'deny',
  },
  {
    name: 'unverified email/password account cannot create a request, even its own',
    area: 'requests',
    action: 'create',
    who: 'unverified',
    op: set(`requests/${UNVERIFIED}/${NEW_ID}`, newRequest(IDENTITIES.unverified)),
    expect: 'deny',
  },
  {
    name: 'cannot write the whole request list at once',
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: set(`requests/${OWNER}`, { [NEW_ID]: VALID }),
    expect: 'deny',
  },
];

const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];
const identityTheft: RulesCase[] = strangers.map((who) => ({
  name: "cannot create a request under another user's uid",
  area: 'requests',
  action: 'create',
  who,
  op: set(PATH, who === 'signedOut' ? VALID : newRequest(IDENTITIES[who])),
  expect: 'deny',
}));

// The attacks the owner-write rules once had to refuse stay refused (now by the absence of any grant, whatever the value).
const attacks: RulesCase[] = [
  create("cannot create it already paid (paymentStatus 'paid')", { paymentStatus: 'paid' }),
  create('cannot bring its own razorpayPaymentId', { razorpayPaymentId: 'pay_Fake00000001' }),
  create("cannot start in status 'completed'", { status: 'completed' }),
  create('cannot name the plan itself (planName)', { planName: 'End-to-End Support' }),
  create('cannot pay 1 for the aab_bundle plan (wrong price at creation)', {
    planId: 'aab_bundle',
    planName: PLANS.aab_bundle.name,
    amountInr: 1,
  }),
  create('cannot backdate createdAt', { createdAt: PAST }),
  create('cannot postdate createdAt', { createdAt: FUTURE }),
  create('cannot add a key outside the data model', { isAdmin: true }),
  create('an icon of 204801 bytes is oversized', { iconDataUrl: iconDataUrl('png', ICON_MAX_BYTES + 1) }),
  create('a non-image (text/plain) data URL is refused', { iconDataUrl: 'data:text/plain;base64,aGVsbG8gd29ybGQh' }),
  create('contact email must look like an email', { email: 'not-an-email' }),
  create('a URL with a space is refused', { url: 'https://my shop.example.com' }),
  {
    name: "cannot create one own and one of another user's request in one multi-path update",
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: update('', { [PATH]: VALID, [`requests/${OTHER}/${NEW_ID}`]: VALID }),
    expect: 'deny',
  },
];

export const REQUESTS_CREATE_CASES: RulesCase[] = [...ownWrites, ...identityTheft, ...attacks];
