import { onCall, onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  REGION,
  SIGNING_KEYS_SECRET,
  SMTP_URL,
  SIGNING_KEYS_SECRET_PREVIOUS,
  DOWNLOAD_LINKS_SECRET,
  PLAY_SERVICE_ACCOUNT,
} from './config.js';
import { lazyHandler as lazy } from './platform/lazy-handler.js';
import { onUserDeleted } from './platform/user-deleted-trigger.js';

// Each function's name, trigger and options are declared here; its handler lives in wiring/ and is imported on the
// function's first call (platform/lazy-handler.ts), so an instance loads only its own domain's code.
const wiring = {
  abuse: () => import('./wiring/abuse.js'),
  account: () => import('./wiring/account.js'),
  autopilot: () => import('./wiring/autopilot.js'),
  builds: () => import('./wiring/builds.js'),
  delivery: () => import('./wiring/delivery.js'),
  mail: () => import('./wiring/mail.js'),
  notifications: () => import('./wiring/notifications.js'),
  payments: () => import('./wiring/payments.js'),
  publishing: () => import('./wiring/publishing.js'),
  requests: () => import('./wiring/requests.js'),
  signing: () => import('./wiring/signing.js'),
  sites: () => import('./wiring/sites.js'),
  support: () => import('./wiring/support.js'),
};

setGlobalOptions({ region: REGION, maxInstances: 10 });

/** /api/** behind Hosting: build and deliverable downloads, health. */
export const api = onRequest(
  { secrets: [DOWNLOAD_LINKS_SECRET], memory: '256MiB', timeoutSeconds: 120 },
  lazy(wiring.delivery, 'api'),
);

/**
 * /api/download-apk behind Hosting: its own instances (docs/api.md "Functions"), a few builds at a time each, the
 * engine in a pool of ENGINE_POOL_LIMITS.workers workers of 128 MB heap each, so downloads and payments never wait
 * behind a build. Concurrency above 1 needs a whole vCPU.
 */
export const builds = onRequest(
  {
    secrets: [SIGNING_KEYS_SECRET, SIGNING_KEYS_SECRET_PREVIOUS, DOWNLOAD_LINKS_SECRET],
    memory: '1GiB',
    cpu: 1,
    concurrency: 4,
    maxInstances: 5,
    timeoutSeconds: 120,
  },
  lazy(wiring.builds, 'builds'),
);

/** /api/frame-check behind Hosting: public, so its own small cap keeps previews from ever holding the API. */
export const frameCheck = onRequest(
  { maxInstances: 3, concurrency: 40, memory: '256MiB', timeoutSeconds: 30 },
  lazy(wiring.sites, 'frameCheck'),
);

// Every callable checks its caller before it builds its dependencies (docs/api.md "Who may call"): a refused
// caller costs no database connection and reads no secret.
// Requests are mutated only here (docs/api.md "Requests"): the database rules let clients read them, never write.
// createRequest sends "request received" at once (SMTP_URL); the sweep retries it otherwise.
export const createRequest = onCall({ secrets: [SMTP_URL] }, lazy(wiring.requests, 'createRequest'));

export const updateRequestText = onCall(lazy(wiring.requests, 'updateRequestText'));

export const deleteRequest = onCall(lazy(wiring.requests, 'deleteRequest'));

export const createOrder = onCall(
  { secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET] },
  lazy(wiring.payments, 'createOrder'),
);

// Both payment paths fulfil a request that became paid: they build (the engine's memory, the signing keys'
// secrets) and email the customer (SMTP_URL, so the mail goes out at once).
const FULFILS = { memory: '512MiB', timeoutSeconds: 120 } as const;
const SIGNS = [SIGNING_KEYS_SECRET, SIGNING_KEYS_SECRET_PREVIOUS];

export const verifyPayment = onCall(
  { ...FULFILS, secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, ...SIGNS, SMTP_URL] },
  lazy(wiring.payments, 'verifyPayment'),
);

export const razorpayWebhook = onRequest(
  { ...FULFILS, secrets: [RAZORPAY_WEBHOOK_SECRET, ...SIGNS, SMTP_URL] },
  lazy(wiring.payments, 'razorpayWebhook'),
);

/** Retries fulfilment that failed on our side or died mid-build (RTDB triggers do not run in the local stack). */
export const retryFulfilment = onSchedule(
  { ...FULFILS, secrets: [...SIGNS, SMTP_URL], schedule: 'every 5 minutes' },
  lazy(wiring.payments, 'retryFulfilment'),
);

export const createDownloadLink = onCall(
  { secrets: [DOWNLOAD_LINKS_SECRET] },
  lazy(wiring.delivery, 'createDownloadLink'),
);

export const exportSigningKey = onCall({ secrets: SIGNS, memory: '512MiB' }, lazy(wiring.signing, 'exportSigningKey'));

export const setPlaySigningCertificate = onCall(lazy(wiring.signing, 'setPlaySigningCertificate'));

// The one callable open to an unverified account: erasing one's own data must always be possible (a sign-up with a
// mistyped address can never be verified), it touches only the caller's data, and it demands a recent sign-in.
export const deleteAccount = onCall(lazy(wiring.account, 'deleteAccount'));

// Auth triggers exist only in the v1 API; the same cascade runs when a user is deleted any other way.
export const cleanupDeletedUser = onUserDeleted(REGION, lazy(wiring.account, 'cleanupDeletedUser'));

/** The outbox's scheduled sender (docs/data-model.md `outbox`): retries every email the immediate attempt missed. */
export const sendOutbox = onSchedule(
  { schedule: 'every 5 minutes', secrets: [SMTP_URL] },
  lazy(wiring.mail, 'sendOutbox'),
);

// The support console (docs/api.md "Support console"): each checks the `support` claim, writes, audits, and tells
// the customer (SMTP_URL so the email goes out at once).
const withMail = { secrets: [SMTP_URL] };

export const opsSetStatus = onCall(withMail, lazy(wiring.support, 'opsSetStatus'));
export const opsSetProgress = onCall(withMail, lazy(wiring.support, 'opsSetProgress'));
export const opsPostMessage = onCall(withMail, lazy(wiring.support, 'opsPostMessage'));
export const opsQuote = onCall(withMail, lazy(wiring.support, 'opsQuote'));
export const opsNoteRefund = onCall(withMail, lazy(wiring.support, 'opsNoteRefund'));
export const opsAttachDeliverable = onCall(
  { ...withMail, memory: '512MiB', timeoutSeconds: 120 },
  lazy(wiring.support, 'opsAttachDeliverable'),
);
export const opsBeginUpload = onCall(lazy(wiring.support, 'opsBeginUpload'));
export const opsPayments = onCall(lazy(wiring.support, 'opsPayments'));

/** Support's answer to an abuse report: the account's builds and every download link stop working (docs/api.md). */
export const opsRevokeAccountBuilds = onCall(lazy(wiring.support, 'opsRevokeAccountBuilds'));
export const opsAbuseReports = onCall(lazy(wiring.support, 'opsAbuseReports'));
/** Support closes a report with an outcome (and a note): it leaves the open list, audited (docs/api.md). */
export const opsCloseAbuseReport = onCall(lazy(wiring.support, 'opsCloseAbuseReport'));

// Open to everyone, signed in or not (docs/api.md "Abuse controls"): whoever meets a harmful app must be able to
// report it. Validated, size-limited and rate-limited per address always, per verified account too, and overall.
export const reportAbuse = onCall({ maxInstances: 3 }, lazy(wiring.abuse, 'reportAbuse'));

// The conversation (docs/api.md "Conversation"): the customer writes to support on any request, with files checked
// where they landed (512 MiB: a 10 MB file is hashed as it streams, never held whole), and the support inbox is told.
export const replyToRequest = onCall({ ...withMail, memory: '512MiB' }, lazy(wiring.requests, 'replyToRequest'));
/** Support opens a customer's attachment through a signed single-use link, like every download. */
export const opsAttachmentLink = onCall(
  { secrets: [DOWNLOAD_LINKS_SECRET] },
  lazy(wiring.delivery, 'opsAttachmentLink'),
);
export const beginMessageUpload = onCall(lazy(wiring.requests, 'beginMessageUpload'));

// Daily, at night in India: what a build racing an account deletion left, and expired tombstones (by hand, and in the
// emulator, where schedules do not fire: npm run ops:sweep).
export const sweepDeletedAccounts = onSchedule(
  { schedule: 'every day 03:10', timeZone: 'Asia/Kolkata' },
  lazy(wiring.account, 'sweepDeletedAccounts'),
);

/**
 * Daily, after the accounts sweep: free builds' APKs older than BUILD_RETENTION_DAYS go (their records stay, marked
 * `expiredAt`), and expired download links' use records (docs/data-model.md "Lifecycle"; by hand npm run ops:sweep).
 */
export const sweepLifecycle = onSchedule(
  { schedule: 'every day 03:40', timeZone: 'Asia/Kolkata' },
  lazy(wiring.builds, 'sweepLifecycle'),
);

/** The builder's site import (docs/api.md "importSite"): a page, its manifest and icon, decoded with bounded decoders. */
export const importSite = onCall({ memory: '512MiB', timeoutSeconds: 60 }, lazy(wiring.sites, 'importSite'));

// Keys that last (docs/api.md "Keys that last"): the Play signer, the key for Play, the verification kit, rotation.
export const setPackageSigner = onCall({ secrets: SIGNS }, lazy(wiring.signing, 'setPackageSigner'));
export const exportKeyForPlay = onCall({ secrets: SIGNS, memory: '512MiB' }, lazy(wiring.signing, 'exportKeyForPlay'));
export const buildVerificationProof = onCall(
  { secrets: SIGNS, memory: '512MiB' },
  lazy(wiring.signing, 'buildVerificationProof'),
);
export const opsRotateAppKey = onCall({ secrets: SIGNS }, lazy(wiring.support, 'opsRotateAppKey'));
/** Daily, before the night's sweeps: every sealed key, encrypted to the offline recovery key (docs/data-model.md). */
export const backupSigningKeys = onSchedule(
  { schedule: 'every day 02:40', timeZone: 'Asia/Kolkata', secrets: SIGNS, memory: '512MiB', timeoutSeconds: 540 },
  lazy(wiring.signing, 'backupSigningKeys'),
);

// Apps kept current (docs/api.md "Apps kept current"): one-click rebuilds and support's campaigns.
const REBUILDS = { ...FULFILS, secrets: [...SIGNS, DOWNLOAD_LINKS_SECRET, SMTP_URL] };
export const rebuildApp = onCall(REBUILDS, lazy(wiring.autopilot, 'rebuildApp'));
export const opsStartCampaign = onCall({ ...REBUILDS, timeoutSeconds: 540 }, lazy(wiring.support, 'opsStartCampaign'));
export const opsCampaigns = onCall(lazy(wiring.support, 'opsCampaigns'));

// Publishing in the customer's Play Console (docs/api.md "Publishing"): the owner, or support for them. Each may
// open the record (package, upload key), so all declare the signing secrets and the Play service account; uploads
// build, draw and send a bundle within one call.
const PUBLISHES = { ...FULFILS, secrets: [PLAY_SERVICE_ACCOUNT, ...SIGNS] };

export const publishingOpen = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingOpen'));
export const publishingSaveListing = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingSaveListing'));
export const publishingScreenshot = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingScreenshot'));
export const publishingPreflight = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingPreflight'));
export const publishingConnect = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingConnect'));
export const publishingUpload = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingUpload'));
export const publishingUpdateStep = onCall(PUBLISHES, lazy(wiring.publishing, 'publishingUpdateStep'));

// App notifications (docs/api.md "App notifications"). The feed is public and cached by Hosting's CDN a minute
// (`/api/apps/**`), so its own small cap is plenty; apps post their reports to it too.
export const notificationFeed = onRequest(
  { maxInstances: 5, concurrency: 80, memory: '256MiB', timeoutSeconds: 10 },
  lazy(wiring.notifications, 'notificationFeed'),
);

export const sendAppNotification = onCall(lazy(wiring.notifications, 'sendAppNotification'));

/** Support takes one notification out of its app's feed, audited (docs/api.md). */
export const opsRevokeNotification = onCall(lazy(wiring.notifications, 'opsRevokeNotification'));
