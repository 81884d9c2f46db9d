import { requestRecord } from '../../../../functions/src/contracts/__fixtures__/records.js';
import { IDENTITIES, GOOGLE, OTHER, OWNER, UNVERIFIED, type Identity } from './identities.js';
import { keyLifecycleSeed } from './key-lifecycle-seed.js';
import { notificationSeed } from './notification-seed.js';
import { seededPublishing } from './publishing-seed.js';

/** What a client sends for "the server's time" (the SDKs' serverTimestamp()); both evaluators resolve it to `now`. */
export const SERVER_NOW = Object.freeze({ '.sv': 'timestamp' });

/** A moment well before any test runs: when the seeded records were written. */
export const SEEDED_AT = Date.UTC(2025, 0, 15, 10, 0, 0);
const SEEDED_AT_ISO = new Date(SEEDED_AT).toISOString();
/** A deleted account's uid: its tombstone is in the seed. */
export const TOMBSTONED = 'deletedUser0000000000000001';
/** "A timestamp that is not now" for the attacks: one day before the seed, and far in the future. */
export const PAST = SEEDED_AT - 24 * 60 * 60 * 1000;
export const FUTURE = Date.UTC(2100, 0, 1);
/** An ISO string as the web formats it (the rules check its shape only: they cannot format dates). */
export const CLIENT_ISO = '2025-06-01T12:34:56.789Z';

/**
 * The plan records as functions/src/plans/catalog.ts seeds them (docs/data-model.md). The rules compare requests
 * with whatever plans/ holds, so the suite seeds its own copy and stays independent of the catalog's wording.
 */
export const PLANS = {
  apk_basic: {
    id: 'apk_basic',
    name: 'Fully Customized & Ads Free APK',
    description: 'APK',
    priceInr: 1,
    features: ['APK'],
    order: 1,
  },
  aab_bundle: {
    id: 'aab_bundle',
    name: 'AAB Bundle File for Publishing',
    description: 'AAB',
    priceInr: 39,
    features: ['AAB'],
    order: 2,
    popular: true,
  },
  publish_2days: {
    id: 'publish_2days',
    name: 'Publish in Play & Apple Store in 3 weeks',
    description: 'Publish',
    priceInr: 89,
    features: ['48h expedited target'],
    order: 3,
  },
  end_to_end: {
    id: 'end_to_end',
    name: 'End-to-End Support',
    description: 'Support',
    priceInr: 199,
    features: ['Support'],
    order: 4,
    premium: true,
  },
  other: {
    id: 'other',
    name: 'Other (Custom Requirement)',
    description: 'Custom',
    features: ['Quote after review'],
    order: 5,
  },
} as const;

export type PlanId = keyof typeof PLANS;

/** The ids of the seeded requests the update/delete/read cases act on. */
export const REQ = {
  ownerUnpaid: 'req-alice-unpaid',
  ownerPaid: 'req-alice-paid',
  ownerCustom: 'req-alice-custom',
  ownerInReview: 'req-alice-in-review',
  unverifiedUnpaid: 'req-carol-unpaid',
  googleUnpaid: 'req-gina-unpaid',
  otherUnpaid: 'req-bob-unpaid',
} as const;

/** The id a create case writes (a push id shape; the rules only require `id` to equal it). */
export const NEW_ID = '-OaBcDeFgHiJkLmNoPq1';

function priced(planId: PlanId): { planId: string; planName: string; amountInr?: number } {
  const plan = PLANS[planId];
  return 'priceInr' in plan
    ? { planId, planName: plan.name, amountInr: plan.priceInr }
    : { planId, planName: plan.name };
}

/**
 * A request as a client must create it: the shared request fixture in the initial state of docs/product.md §4, with
 * server-time stamps and the price of this suite's own plan copy.
 */
export function newRequest(
  actor: Identity,
  requestId: string = NEW_ID,
  planId: PlanId = 'apk_basic',
): Record<string, unknown> {
  return requestWith(
    { ...requestRecord({ id: requestId }) },
    {
      url: 'https://shop.example.com/start?utm=app',
      accountHolderEmail: actor.email,
      phone: '+91 98765 43210',
      amountInr: undefined,
      ...priced(planId),
      createdAt: SERVER_NOW,
      createdAtISO: CLIENT_ISO,
      updatedAt: SERVER_NOW,
      updatedAtISO: CLIENT_ISO,
    },
  );
}

/** `newRequest` with fields replaced; a field set to `undefined` is left out. */
export function requestWith(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result;
}

/** A request as it sits in the database after the server has handled it for a while. */
function storedRequest(
  owner: Identity,
  requestId: string,
  planId: PlanId,
  state: Record<string, unknown> = {},
): Record<string, unknown> {
  return requestWith(newRequest(owner, requestId, planId), {
    createdAt: SEEDED_AT,
    createdAtISO: SEEDED_AT_ISO,
    updatedAt: SEEDED_AT,
    updatedAtISO: SEEDED_AT_ISO,
    ...state,
  });
}

const PAID = {
  paymentStatus: 'paid',
  status: 'in_review',
  razorpayPaymentId: 'pay_Seeded000001',
  razorpayOrderId: 'order_Seeded000001',
  razorpaySignature: 'a'.repeat(64),
  paidAt: SEEDED_AT + 60_000,
};

/** The database every case starts from, written with rules bypassed (admin credential / targaryen's data). */
/** A free build in the lifecycle queue, and a used download link's record (server-only, docs/data-model.md). */
export const SEEDED_BUILD_ID = 'b00seeded0000000000001';
export const SEEDED_LINK_USE = '001700000900-c2VlZGVkLWxpbmstdXNlLWhhc2gtb2YtYS10b2tlbg';

export function baseSeed(): Record<string, unknown> {
  const { owner, other, unverified, google } = IDENTITIES;
  return {
    plans: structuredClone(PLANS),
    users: {
      [OWNER]: { email: owner.email, createdAt: SEEDED_AT, updatedAt: SEEDED_AT },
    },
    requests: {
      [OWNER]: {
        // The app's extra hosts (contracts/extra-hosts.ts) and pull-to-refresh turned off, as createRequest stores them.
        [REQ.ownerUnpaid]: storedRequest(owner, REQ.ownerUnpaid, 'aab_bundle', {
          extraHosts: ['pay.example-gateway.in'],
          pullToRefresh: false,
        }),
        [REQ.ownerPaid]: storedRequest(owner, REQ.ownerPaid, 'end_to_end', PAID),
        [REQ.ownerCustom]: storedRequest(owner, REQ.ownerCustom, 'other', { phone: undefined }),
        [REQ.ownerInReview]: storedRequest(owner, REQ.ownerInReview, 'apk_basic', {
          status: 'in_review',
          progressPercent: 20,
        }),
      },
      [UNVERIFIED]: { [REQ.unverifiedUnpaid]: storedRequest(unverified, REQ.unverifiedUnpaid, 'apk_basic') },
      [GOOGLE]: { [REQ.googleUnpaid]: storedRequest(google, REQ.googleUnpaid, 'publish_2days') },
      [OTHER]: { [REQ.otherUnpaid]: storedRequest(other, REQ.otherUnpaid, 'apk_basic') },
    },
    builds: {
      [OWNER]: {
        'build-1': {
          url: 'https://shop.example.com',
          appName: 'Example Shop',
          packageName: 'com.example.shop',
          versionCode: 1,
          versionName: '1.0',
          sha256: 'b'.repeat(64),
          size: 123456,
          certificateSha256: 'AB:CD',
          fileName: 'Example_Shop.apk',
          storagePath: `users/${OWNER}/builds/build-1.apk`,
          createdAt: SEEDED_AT,
          createdAtISO: SEEDED_AT_ISO,
        },
      },
    },
    orders: {
      order_Seeded000001: {
        orderId: 'order_Seeded000001',
        uid: OWNER,
        requestId: REQ.ownerPaid,
        planId: 'end_to_end',
        amount: 19900,
        currency: 'INR',
        status: 'paid',
        createdAt: SEEDED_AT,
      },
    },
    payments: {
      pay_Seeded000001: {
        paymentId: 'pay_Seeded000001',
        orderId: 'order_Seeded000001',
        uid: OWNER,
        requestId: REQ.ownerPaid,
        amount: 19900,
        source: 'checkout',
        verifiedAt: SEEDED_AT,
      },
    },
    packages: {
      [OWNER]: {
        'com,example,shop': {
          packageName: 'com.example.shop',
          certificateSha256: 'AB:CD',
          lastVersionCode: 3,
          createdAt: SEEDED_AT,
          updatedAt: SEEDED_AT,
        },
      },
    },
    signingKeys: {
      [OWNER]: {
        'com,example,shop': {
          packageName: 'com.example.shop',
          certificateSha256: 'AB:CD',
          sealed: 'v2.keyid.iv.tag.ciphertext',
          createdAt: SEEDED_AT,
        },
      },
    },
    timeline: {
      [OWNER]: {
        [REQ.ownerInReview]: {
          'evt-status-1': {
            id: 'evt-status-1',
            at: SEEDED_AT,
            kind: 'status',
            by: 'support',
            from: 'Queued',
            to: 'in_review',
          },
        },
      },
      [OTHER]: {
        [REQ.otherUnpaid]: {
          'evt-message-1': { id: 'evt-message-1', at: SEEDED_AT, kind: 'message', by: 'support', text: 'Hi' },
        },
      },
    },
    deliverables: {
      [OWNER]: {
        [REQ.ownerPaid]: {
          'dlv-1': {
            id: 'dlv-1',
            kind: 'link',
            status: 'ready',
            label: 'Play listing',
            source: 'support',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop',
            createdAt: SEEDED_AT,
            updatedAt: SEEDED_AT,
          },
        },
      },
    },
    publishing: { [OWNER]: { [REQ.ownerPaid]: seededPublishing(REQ.ownerPaid, SEEDED_AT) } },
    audit: {
      'aud-1': {
        id: 'aud-1',
        at: SEEDED_AT,
        actorUid: IDENTITIES.support.uid,
        actorEmail: IDENTITIES.support.email,
        action: 'opsSetStatus',
        target: { uid: OWNER, requestId: REQ.ownerInReview },
        before: { status: 'Queued' },
        after: { status: 'in_review' },
      },
    },
    outbox: {
      'evt-status-1': {
        id: 'evt-status-1',
        uid: OWNER,
        requestId: REQ.ownerInReview,
        to: owner.email,
        subject: 'Example Shop: In review',
        text: 'Hello',
        status: 'sent',
        attempts: 1,
        createdAt: SEEDED_AT,
        nextAttemptAt: SEEDED_AT,
        sentAt: SEEDED_AT,
      },
    },
    rateLimits: { builds: { [OWNER]: { windowStart: SEEDED_AT, count: 3 } } },
    tombstones: { [TOMBSTONED]: { deletedAt: SEEDED_AT, trigger: 'deleteAccount' } },
    keyExports: {
      [OWNER]: {
        k1: { id: 'k1', at: SEEDED_AT, packageName: 'com.example.shop', certificateSha256: 'AB:CD' },
      },
    },
    fulfilmentQueue: { [OWNER]: { [REQ.ownerPaid]: { since: SEEDED_AT, attempts: 1, nextAttemptAt: SEEDED_AT } } },
    buildLedger: {
      bSeeded1: {
        kind: 'build',
        uid: OWNER,
        url: 'https://shop.example.com',
        appName: 'Example Shop',
        packageName: 'com.example.shop',
        versionCode: 1,
        certificateSha256: 'AB:CD',
        sha256: 'ab',
        createdAt: SEEDED_AT,
        buildId: 'bSeeded1',
      },
    },
    abuseReports: {
      repSeeded1: {
        id: 'repSeeded1',
        app: 'com.example.shop',
        reason: 'Looks like a bank login page.',
        contactEmail: 'reporter@example.com',
        reporterUid: OTHER,
        status: 'open',
        createdAt: SEEDED_AT,
      },
    },
    revocations: { [OWNER]: { revokedAt: SEEDED_AT, reason: 'phishing', actorUid: 'sam-uid' } },
    buildExpiry: { [SEEDED_BUILD_ID]: { uid: OWNER, createdAt: SEEDED_AT } },
    ...keyLifecycleSeed(OWNER, SEEDED_AT),
    // The support identity is on the server-side staff list (npm run ops -- grant writes it with the claim).
    supportStaff: { [IDENTITIES.support.uid]: { email: IDENTITIES.support.email, grantedAt: SEEDED_AT } },
    attachments: {
      [OWNER]: {
        [REQ.ownerInReview]: {
          'att-1': {
            id: 'att-1',
            requestId: REQ.ownerInReview,
            fileName: 'logo.png',
            size: 2048,
            contentType: 'image/png',
            sha256: 'c'.repeat(64),
            storagePath: `users/${OWNER}/requests/${REQ.ownerInReview}/attachments/att-1/logo.png`,
            messageId: 'reply-1',
            createdAt: SEEDED_AT,
          },
        },
      },
    },
    conversationReads: {
      [OWNER]: { [REQ.ownerInReview]: { customer: SEEDED_AT, support: SEEDED_AT } },
      [OTHER]: { [REQ.otherUnpaid]: { customer: SEEDED_AT } },
    },
    invoices: {
      pay_Seeded000001: {
        paymentId: 'pay_Seeded000001',
        invoiceNumber: 'AF/24-25/000001',
        uid: OWNER,
        requestId: REQ.ownerPaid,
        totalPaise: 19900,
        issuedAt: SEEDED_AT,
      },
    },
    invoiceSeries: { '24-25': { last: 1 } },
    downloadUses: { [SEEDED_LINK_USE]: { uid: OWNER, firstUsedAt: SEEDED_AT, expiresAt: SEEDED_AT + 900_000 } },
    ...notificationSeed(OWNER, SEEDED_AT),
    webhookEvents: { evt_Seeded000001: { receivedAt: SEEDED_AT, type: 'payment.captured' } },
    quotas: Object.fromEntries(
      [OWNER, OTHER, UNVERIFIED, GOOGLE].map((uid) => [
        uid,
        { open: { seeded: SEEDED_AT }, recent: { seeded: SEEDED_AT }, countedAt: SEEDED_AT, updatedAt: SEEDED_AT },
      ]),
    ),
  };
}
