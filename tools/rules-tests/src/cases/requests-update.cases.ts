import { GOOGLE, OTHER, OWNER, UNVERIFIED, type Who } from './identities.js';
import { CLIENT_ISO, REQ, SERVER_NOW, baseSeed, requestWith } from './fixtures.js';
import { set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Updating a request: never by a client. updateRequestText edits the description or the
// instructions of an unpaid request and stamps updatedAt and updatedAtISO from the server clock; the edits the old
// rules allowed are refused now, the attacks they refused stay refused.
const UNPAID = `requests/${OWNER}/${REQ.ownerUnpaid}`;
const PAID = `requests/${OWNER}/${REQ.ownerPaid}`;
const EDIT = { description: 'Please add a splash screen', updatedAt: SERVER_NOW, updatedAtISO: CLIENT_ISO };

function ownerUpdates(name: string, patch: Record<string, unknown>, path = UNPAID): RulesCase {
  return { name, area: 'requests', action: 'update', who: 'owner', op: update(path, patch), expect: 'deny' };
}

/** The seeded unpaid request (aab_bundle, 39) as a stored object, to build whole-object rewrites from. */
function storedUnpaid(): Record<string, unknown> {
  const requests = baseSeed().requests as Record<string, Record<string, Record<string, unknown>>>;
  return requests[OWNER]![REQ.ownerUnpaid]!;
}

/** The same edit sent as one multi-path update from the root, as `update(ref(db), {...})` does. */
function fromRoot(extra: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(EDIT)) patch[`${UNPAID}/${key}`] = value;
  return { ...patch, ...extra };
}

const ownEdits: RulesCase[] = [
  ownerUpdates('owner cannot edit the description directly (updateRequestText only)', EDIT),
  ownerUpdates('owner cannot edit the extra instructions directly', {
    extraInstructions: 'Dark theme',
    updatedAt: SERVER_NOW,
    updatedAtISO: CLIENT_ISO,
  }),
  ownerUpdates('cannot stamp updatedAtISO in the year 2999', { ...EDIT, updatedAtISO: '2999-12-31T23:59:59.999Z' }),
  {
    name: 'owner cannot rewrite the whole request changing only the description',
    area: 'requests',
    action: 'update',
    who: 'owner',
    op: set(UNPAID, requestWith(storedUnpaid(), EDIT)),
    expect: 'deny',
  },
  {
    name: 'owner cannot edit through a multi-path update from the root',
    area: 'requests',
    action: 'update',
    who: 'owner',
    op: update('', fromRoot({})),
    expect: 'deny',
  },
  {
    name: 'Google user cannot edit its own unpaid request directly',
    area: 'requests',
    action: 'update',
    who: 'google',
    op: update(`requests/${GOOGLE}/${REQ.googleUnpaid}`, EDIT),
    expect: 'deny',
  },
  {
    name: 'unverified user cannot edit its own unpaid request',
    area: 'requests',
    action: 'update',
    who: 'unverified',
    op: update(`requests/${UNVERIFIED}/${REQ.unverifiedUnpaid}`, EDIT),
    expect: 'deny',
  },
];

const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];
const othersRequest: RulesCase[] = strangers.map((who) => ({
  name: "cannot update another user's request",
  area: 'requests',
  action: 'update',
  who,
  op: update(UNPAID, EDIT),
  expect: 'deny',
}));

const attacks: RulesCase[] = [
  ownerUpdates('cannot edit the description once paid', EDIT, PAID),
  ownerUpdates("cannot mark own request paid (paymentStatus 'paid')", { ...EDIT, paymentStatus: 'paid' }),
  ownerUpdates('cannot set razorpayPaymentId', { ...EDIT, razorpayPaymentId: 'pay_Fake00000001' }),
  ownerUpdates("cannot change status to 'completed'", { ...EDIT, status: 'completed' }),
  ownerUpdates('cannot change progressPercent', { ...EDIT, progressPercent: 100 }),
  ownerUpdates('cannot rename the plan (planName)', { ...EDIT, planName: 'Fully Customized & Ads Free APK' }),
  ownerUpdates('cannot remove amountInr after creation', { ...EDIT, amountInr: null }),
  ownerUpdates('cannot add a key outside the data model', { ...EDIT, hacked: true }),
  ownerUpdates('cannot write a refund status of its own', { refundStatus: 'refunded' }),
  ownerUpdates('cannot set playSigningSha256 (the callable validates it)', { playSigningSha256: 'AB:CD' }),
  // The app's extra hosts are trusted with permissions and claimed as App Links: createRequest's rule decides them.
  ownerUpdates('cannot replace the extra hosts (createRequest validates them)', { extraHosts: ['evil.example'] }),
  ownerUpdates('cannot add an extra host by its index', { 'extraHosts/1': 'accounts.google.com' }),
  // Pull-to-refresh is chosen once, in the request form: createRequest stores it; no client changes it afterwards.
  ownerUpdates('cannot turn pull-to-refresh back on directly', { pullToRefresh: true }),
  ownerUpdates('cannot turn pull-to-refresh off directly', { pullToRefresh: false }, PAID),
  ownerUpdates('cannot store a pull-to-refresh of another type', { pullToRefresh: 'off' }),
];

// A multi-path update is one atomic write: nothing under requests/ can ride along with anything else.
const sneaked: RulesCase[] = [
  ['paymentStatus', { [`${UNPAID}/paymentStatus`]: 'paid' }],
  ["another user's request", { [`requests/${OTHER}/${REQ.otherUnpaid}/description`]: 'defaced' }],
].map(([what, extra]) => ({
  name: `a multi-path update cannot sneak ${what as string} in next to an edit`,
  area: 'requests' as const,
  action: 'update' as const,
  who: 'owner' as const,
  op: update('', fromRoot(extra as Record<string, unknown>)),
  expect: 'deny' as const,
}));

export const REQUESTS_UPDATE_CASES: RulesCase[] = [...ownEdits, ...othersRequest, ...attacks, ...sneaked];
