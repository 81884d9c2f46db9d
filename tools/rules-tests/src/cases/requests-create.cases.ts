import { ICON_MAX_BYTES } from '../../../../functions/src/contracts/limits.js';
import { GOOGLE, IDENTITIES, OTHER, OWNER, UNVERIFIED, type Who } from './identities.js';
import { FUTURE, NEW_ID, PAST, PLANS, SERVER_NOW, iconDataUrl, newRequest, requestWith } from './fixtures.js';
import { set, update } from './operations.js';
import type { RulesCase } from './types.js';

// Creating requests/{uid}/{requestId}: only by a verified owner, only in the initial state of docs/product.md §4, with the
// plan's own name and price, server-time stamps and bounded, well-shaped fields (docs/data-model.md).
const PATH = `requests/${OWNER}/${NEW_ID}`;
const VALID = newRequest(IDENTITIES.owner);

function create(name: string, changes: Record<string, unknown>, expect: 'allow' | 'deny'): RulesCase {
  return { name, area: 'requests', action: 'create', who: 'owner', op: set(PATH, requestWith(VALID, changes)), expect };
}

const allowed: RulesCase[] = [
  create('owner creates a request in the initial state', {}, 'allow'),
  create(
    'the aab_bundle plan at its price, 39',
    { planId: 'aab_bundle', planName: PLANS.aab_bundle.name, amountInr: 39 },
    'allow',
  ),
  create(
    'the publish_2days plan at its price, 89',
    { planId: 'publish_2days', planName: PLANS.publish_2days.name, amountInr: 89 },
    'allow',
  ),
  create(
    'the end_to_end plan at its price, 199',
    { planId: 'end_to_end', planName: PLANS.end_to_end.name, amountInr: 199 },
    'allow',
  ),
  create(
    'the custom plan without an amount',
    { planId: 'other', planName: PLANS.other.name, amountInr: undefined },
    'allow',
  ),
  create('without a phone (optional, docs/product.md §2)', { phone: undefined }, 'allow'),
  create("with an empty phone ('' allowed)", { phone: '' }, 'allow'),
  create('with a small PNG icon', { iconDataUrl: iconDataUrl('png', 2048) }, 'allow'),
  create('with a PNG icon of exactly 204800 bytes', { iconDataUrl: iconDataUrl('png', ICON_MAX_BYTES) }, 'allow'),
  create(
    "with a PNG icon of 204799 bytes ('==' padding)",
    { iconDataUrl: iconDataUrl('png', ICON_MAX_BYTES - 1) },
    'allow',
  ),
  create('with a JPEG icon of exactly 204800 bytes', { iconDataUrl: iconDataUrl('jpeg', ICON_MAX_BYTES) }, 'allow'),
  create('with a URL of 2048 characters', { url: `https://example.com/${'a'.repeat(2048 - 20)}` }, 'allow'),
  create('with a plain http URL', { url: 'http://example.com' }, 'allow'),
  create('with an app name of 100 characters', { appName: 'A'.repeat(100) }, 'allow'),
  create(
    'with a description of 5000 characters',
    { description: 'd'.repeat(5000), extraInstructions: 'e'.repeat(5000) },
    'allow',
  ),
  {
    name: 'Google user creates own request (its token says email_verified)',
    area: 'requests',
    action: 'create',
    who: 'google',
    op: set(`requests/${GOOGLE}/${NEW_ID}`, newRequest(IDENTITIES.google)),
    expect: 'allow',
  },
  {
    name: 'owner creates through a multi-path update from the root',
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: update('', { [PATH]: VALID }),
    expect: 'allow',
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

const unverified: RulesCase[] = [
  {
    name: 'unverified email/password account cannot create a request, even its own',
    area: 'requests',
    action: 'create',
    who: 'unverified',
    op: set(`requests/${UNVERIFIED}/${NEW_ID}`, newRequest(IDENTITIES.unverified)),
    expect: 'deny',
  },
];

const clientDecidesState: RulesCase[] = [
  create("cannot create it already paid (paymentStatus 'paid')", { paymentStatus: 'paid' }, 'deny'),
  create('cannot bring its own razorpayPaymentId', { razorpayPaymentId: 'pay_Fake00000001' }, 'deny'),
  create('cannot bring its own razorpayOrderId', { razorpayOrderId: 'order_Fake00000001' }, 'deny'),
  create('cannot bring its own razorpaySignature', { razorpaySignature: 'f'.repeat(64) }, 'deny'),
  create('cannot bring its own paidAt', { paidAt: SERVER_NOW }, 'deny'),
  create("cannot start in status 'completed'", { status: 'completed' }, 'deny'),
  create("cannot start in status 'accepted'", { status: 'accepted' }, 'deny'),
  create('cannot start at progressPercent 100', { progressPercent: 100 }, 'deny'),
  create("cannot give progressPercent as the string '0'", { progressPercent: '0' }, 'deny'),
  create('cannot name the plan itself (planName)', { planName: 'End-to-End Support' }, 'deny'),
  create(
    'cannot pay 1 for the aab_bundle plan (wrong price at creation)',
    { planId: 'aab_bundle', planName: PLANS.aab_bundle.name, amountInr: 1 },
    'deny',
  ),
  create('cannot set amountInr 0 on a priced plan', { amountInr: 0 }, 'deny'),
  create('cannot leave amountInr out on a priced plan', { amountInr: undefined }, 'deny'),
  create("cannot give amountInr as a string ('1')", { amountInr: '1' }, 'deny'),
  create(
    'cannot put an amount on the custom plan',
    { planId: 'other', planName: PLANS.other.name, amountInr: 0 },
    'deny',
  ),
  create(
    'cannot choose a plan that does not exist',
    { planId: 'platinum', planName: 'Platinum', amountInr: undefined },
    'deny',
  ),
  create('cannot smuggle a path into planId', { planId: 'apk_basic/features', planName: PLANS.apk_basic.name }, 'deny'),
  create('cannot backdate createdAt', { createdAt: PAST }, 'deny'),
  create('cannot postdate createdAt', { createdAt: FUTURE }, 'deny'),
  create('cannot backdate updatedAt', { updatedAt: PAST }, 'deny'),
  create('id must equal the key it is stored under', { id: 'some-other-id' }, 'deny'),
  create('cannot add a key outside the data model', { isAdmin: true }, 'deny'),
];

const shapes: RulesCase[] = [
  create('url is required', { url: undefined }, 'deny'),
  create('description is required', { description: undefined }, 'deny'),
  create('createdAtISO is required', { createdAtISO: undefined }, 'deny'),
  create('status is required', { status: undefined }, 'deny'),
  create('url must start with http:// or https:// (ftp)', { url: 'ftp://example.com' }, 'deny'),
  create('url must start with http:// or https:// (javascript:)', { url: 'javascript:alert(1)' }, 'deny'),
  create("url must be more than 'https://' (docs/product.md §5)", { url: 'https://' }, 'deny'),
  create('url of 2049 characters is refused', { url: `https://example.com/${'a'.repeat(2049 - 20)}` }, 'deny'),
  create('app name must not be empty', { appName: '' }, 'deny'),
  create('app name must not be blank', { appName: '   ' }, 'deny'),
  create('app name of 101 characters is refused', { appName: 'A'.repeat(101) }, 'deny'),
  create('contact email must look like an email', { email: 'not-an-email' }, 'deny'),
  create('contact email of 321 characters is refused', { email: `${'c'.repeat(309)}@example.com` }, 'deny'),
  create("accountHolderEmail must be the account's own email", { accountHolderEmail: IDENTITIES.other.email }, 'deny'),
  create('phone of 33 characters is refused', { phone: '1'.repeat(33) }, 'deny'),
  create('phone must be a string', { phone: 9876543210 }, 'deny'),
  create('description of 5001 characters is refused', { description: 'd'.repeat(5001) }, 'deny'),
  create('extraInstructions of 5001 characters is refused', { extraInstructions: 'e'.repeat(5001) }, 'deny'),
  create('createdAtISO must be shaped like an ISO date', { createdAtISO: 'yesterday' }, 'deny'),
  create('updatedAtISO must be shaped like an ISO date', { updatedAtISO: '2025-06-01 12:34' }, 'deny'),
];

const icons: RulesCase[] = [
  create('an icon of 204801 bytes is oversized', { iconDataUrl: iconDataUrl('png', ICON_MAX_BYTES + 1) }, 'deny'),
  create('an icon of 300 KB is oversized', { iconDataUrl: iconDataUrl('jpeg', 300 * 1024) }, 'deny'),
  create(
    'a GIF data URL is not an accepted icon',
    { iconDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
    'deny',
  ),
  create(
    'a WebP data URL is not an accepted icon',
    { iconDataUrl: 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAA=' },
    'deny',
  ),
  create(
    'a non-image (text/plain) data URL is refused',
    { iconDataUrl: 'data:text/plain;base64,aGVsbG8gd29ybGQh' },
    'deny',
  ),
  create(
    'an SVG data URL is not an accepted icon',
    { iconDataUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
    'deny',
  ),
  create(
    'a non-image (HTML) data URL is refused',
    { iconDataUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
    'deny',
  ),
  create(
    'a data URL that is not base64 is refused',
    { iconDataUrl: 'data:image/png;base64,<script>alert(1)</script>' },
    'deny',
  ),
  create(
    'a truncated base64 payload is refused',
    { iconDataUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAE' },
    'deny',
  ),
  create('an empty base64 payload is refused', { iconDataUrl: 'data:image/png;base64,' }, 'deny'),
  create(
    'base64 padding in the middle of the payload is refused',
    { iconDataUrl: 'data:image/png;base64,iVA=iVBORw0K' },
    'deny',
  ),
  create('three padding characters are refused', { iconDataUrl: 'data:image/png;base64,iVBORw0KG===' }, 'deny'),
  create('a remote icon URL is refused', { iconDataUrl: 'https://evil.example.com/icon.png' }, 'deny'),
];

const wrongDepth: RulesCase[] = [
  {
    name: 'cannot write the whole request list at once',
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: set(`requests/${OWNER}`, { [NEW_ID]: VALID }),
    expect: 'deny',
  },
  {
    name: "cannot create one own and one of another user's request in one multi-path update",
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: update('', { [PATH]: VALID, [`requests/${OTHER}/${NEW_ID}`]: VALID }),
    expect: 'deny',
  },
];

export const REQUESTS_CREATE_CASES: RulesCase[] = [
  ...allowed,
  ...identityTheft,
  ...unverified,
  ...clientDecidesState,
  ...shapes,
  ...icons,
  ...wrongDepth,
];
