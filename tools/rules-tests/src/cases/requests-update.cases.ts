import { GOOGLE, OTHER, OWNER, UNVERIFIED, type Who } from './identities.js';
import { CLIENT_ISO, PAST, REQ, SERVER_NOW, baseSeed, iconDataUrl, requestWith } from './fixtures.js';
import { set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Updating a request: only description and extraInstructions, with updatedAt == now and updatedAtISO, only while
// unpaid (docs/product.md §4, §7); never paymentStatus, razorpay*, status, progressPercent, planName or amountInr (docs/data-model.md).
const UNPAID = `requests/${OWNER}/${REQ.ownerUnpaid}`;
const PAID = `requests/${OWNER}/${REQ.ownerPaid}`;
const CUSTOM = `requests/${OWNER}/${REQ.ownerCustom}`;
const EDIT = { description: 'Please add a splash screen', updatedAt: SERVER_NOW, updatedAtISO: CLIENT_ISO };

function ownerUpdates(
  name: string,
  patch: Record<string, unknown>,
  expect: 'allow' | 'deny',
  path = UNPAID,
): RulesCase {
  return { name, area: 'requests', action: 'update', who: 'owner', op: update(path, patch), expect };
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

const allowed: RulesCase[] = [
  ownerUpdates('owner edits the description while unpaid', EDIT, 'allow'),
  ownerUpdates(
    'owner edits the extra instructions while unpaid',
    { extraInstructions: 'Dark theme', updatedAt: SERVER_NOW, updatedAtISO: CLIENT_ISO },
    'allow',
  ),
  ownerUpdates(
    'owner clears the description',
    { description: '', updatedAt: SERVER_NOW, updatedAtISO: CLIENT_ISO },
    'allow',
  ),
  ownerUpdates('owner edits a custom-plan request (no amount)', EDIT, 'allow', CUSTOM),
  ownerUpdates(
    'owner edits a request the server moved to in_review, still unpaid',
    EDIT,
    'allow',
    `requests/${OWNER}/${REQ.ownerInReview}`,
  ),
  {
    name: 'owner rewrites the whole request changing only the description',
    area: 'requests',
    action: 'update',
    who: 'owner',
    op: set(UNPAID, requestWith(storedUnpaid(), EDIT)),
    expect: 'allow',
  },
  {
    name: 'owner edits through a multi-path update from the root',
    area: 'requests',
    action: 'update',
    who: 'owner',
    op: update('', fromRoot({})),
    expect: 'allow',
  },
  {
    name: 'Google user edits own unpaid request',
    area: 'requests',
    action: 'update',
    who: 'google',
    op: update(`requests/${GOOGLE}/${REQ.googleUnpaid}`, EDIT),
    expect: 'allow',
  },
  {
    name: 'unverified user edits own unpaid request (only creating needs a verified email)',
    area: 'requests',
    action: 'update',
    who: 'unverified',
    op: update(`requests/${UNVERIFIED}/${REQ.unverifiedUnpaid}`, EDIT),
    expect: 'allow',
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

const paid: RulesCase[] = [
  ownerUpdates('cannot edit the description once paid', EDIT, 'deny', PAID),
  ownerUpdates("cannot flip a paid request back to 'unpaid'", { ...EDIT, paymentStatus: 'unpaid' }, 'deny', PAID),
];

const serverFields: RulesCase[] = [
  ownerUpdates("cannot mark own request paid (paymentStatus 'paid')", { ...EDIT, paymentStatus: 'paid' }, 'deny'),
  ownerUpdates('cannot set razorpayPaymentId', { ...EDIT, razorpayPaymentId: 'pay_Fake00000001' }, 'deny'),
  ownerUpdates('cannot set razorpayOrderId', { ...EDIT, razorpayOrderId: 'order_Fake00000001' }, 'deny'),
  ownerUpdates('cannot set razorpaySignature', { ...EDIT, razorpaySignature: 'f'.repeat(64) }, 'deny'),
  ownerUpdates('cannot set paidAt', { ...EDIT, paidAt: SERVER_NOW }, 'deny'),
  ownerUpdates("cannot change status to 'completed'", { ...EDIT, status: 'completed' }, 'deny'),
  ownerUpdates('cannot change progressPercent', { ...EDIT, progressPercent: 100 }, 'deny'),
  ownerUpdates('cannot rename the plan (planName)', { ...EDIT, planName: 'Fully Customized & Ads Free APK' }, 'deny'),
  ownerUpdates('cannot lower amountInr after creation', { ...EDIT, amountInr: 1 }, 'deny'),
  ownerUpdates('cannot remove amountInr after creation', { ...EDIT, amountInr: null }, 'deny'),
  ownerUpdates('cannot add an amount to a custom-plan request', { ...EDIT, amountInr: 1 }, 'deny', CUSTOM),
  ownerUpdates(
    'cannot switch to a cheaper plan with its own price',
    { ...EDIT, planId: 'apk_basic', planName: 'Fully Customized & Ads Free APK', amountInr: 1 },
    'deny',
  ),
  ownerUpdates('cannot change createdAt', { ...EDIT, createdAt: SERVER_NOW }, 'deny'),
  ownerUpdates('cannot change createdAtISO', { ...EDIT, createdAtISO: CLIENT_ISO }, 'deny'),
  ownerUpdates('cannot change the id', { ...EDIT, id: 'another-id' }, 'deny'),
];

const fixedFields: RulesCase[] = [
  ownerUpdates('cannot change the url', { ...EDIT, url: 'https://other.example.com' }, 'deny'),
  ownerUpdates('cannot change the app name', { ...EDIT, appName: 'Renamed' }, 'deny'),
  ownerUpdates('cannot change the contact email', { ...EDIT, email: 'new@example.com' }, 'deny'),
  ownerUpdates('cannot change accountHolderEmail', { ...EDIT, accountHolderEmail: 'new@example.com' }, 'deny'),
  ownerUpdates('cannot change the phone', { ...EDIT, phone: '+91 11111 11111' }, 'deny'),
  ownerUpdates('cannot remove the phone', { ...EDIT, phone: null }, 'deny'),
  ownerUpdates('cannot change the icon', { ...EDIT, iconDataUrl: iconDataUrl('png', 64) }, 'deny'),
  ownerUpdates(
    'cannot remove a required field (description)',
    { description: null, updatedAt: SERVER_NOW, updatedAtISO: CLIENT_ISO },
    'deny',
  ),
  ownerUpdates('cannot add a key outside the data model', { ...EDIT, hacked: true }, 'deny'),
  ownerUpdates('an edit must stamp updatedAt with the server time', { description: 'No timestamp' }, 'deny'),
  ownerUpdates('cannot backdate updatedAt', { ...EDIT, updatedAt: PAST }, 'deny'),
  ownerUpdates('description of 5001 characters is refused', { ...EDIT, description: 'd'.repeat(5001) }, 'deny'),
  ownerUpdates('updatedAtISO must be shaped like an ISO date', { ...EDIT, updatedAtISO: 'now' }, 'deny'),
  {
    name: 'cannot rewrite the whole request as paid',
    area: 'requests',
    action: 'update',
    who: 'owner',
    op: set(UNPAID, requestWith(storedUnpaid(), { ...EDIT, paymentStatus: 'paid' })),
    expect: 'deny',
  },
];

// A multi-path update is one atomic write: an allowed edit cannot carry a forbidden write along with it.
const sneaked: RulesCase[] = [
  ['paymentStatus', { [`${UNPAID}/paymentStatus`]: 'paid' }],
  ['amountInr', { [`${UNPAID}/amountInr`]: 1 }],
  ['razorpayPaymentId', { [`${UNPAID}/razorpayPaymentId`]: 'pay_Fake00000001' }],
  ['status', { [`${UNPAID}/status`]: 'completed' }],
  ['an order record', { [`orders/order_Fake00000001`]: { orderId: 'order_Fake00000001', uid: OWNER, status: 'paid' } }],
  ['a payment record', { [`payments/pay_Fake00000001`]: { paymentId: 'pay_Fake00000001', uid: OWNER } }],
  ['a build record', { [`builds/${OWNER}/fake`]: { appName: 'Fake' } }],
  ["another user's request", { [`requests/${OTHER}/${REQ.otherUnpaid}/description`]: 'defaced' }],
].map(([what, extra]) => ({
  name: `a multi-path update cannot sneak ${what as string} in next to an allowed edit`,
  area: 'requests' as const,
  action: 'update' as const,
  who: 'owner' as const,
  op: update('', fromRoot(extra as Record<string, unknown>)),
  expect: 'deny' as const,
}));

export const REQUESTS_UPDATE_CASES: RulesCase[] = [
  ...allowed,
  ...othersRequest,
  ...paid,
  ...serverFields,
  ...fixedFields,
  ...sneaked,
];
