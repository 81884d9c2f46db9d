import { setGlobalOptions } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import * as functionsV1 from 'firebase-functions/v1';
import { deleteAccount as deleteAccountHandler } from './account/delete-account.js';
import { deleteUserData } from './account/delete-user-data.js';
import { sweepDeletedAccounts as sweepDeletedAccountsHandler } from './account/sweep-deleted-accounts.js';
import { apiRequestHandler } from './delivery/api-function.js';
import { reportAbuse as reportAbuseHandler } from './abuse/report-abuse.js';
import { requireCaller, requireVerifiedCaller, verifiedCallable } from './platform/callers/caller.js';
import { buildsRequestHandler } from './builds/builds-function.js';
import { sweepLifecycle as sweepLifecycleHandler } from './builds/sweep-lifecycle.js';
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
import { frameCheckRequestHandler } from './sites/frame-check/frame-check-function.js';
import { createDownloadLink as createDownloadLinkHandler } from './delivery/create-download-link.js';
import { sweepFulfilment } from './fulfilment/retry-sweep.js';
import { exportSigningKey as exportSigningKeyHandler } from './signing/export-signing-key.js';
import { setPlaySigningCertificate as setPlaySigningCertificateHandler } from './signing/set-play-signing-certificate.js';
import { sweepOutbox } from './platform/mail/sweep-outbox.js';
import { clientIp } from './platform/http/from-node.js';
import { opsAbuseReports as opsAbuseReportsHandler } from './support/abuse-reports.js';
import { opsAttachDeliverable as opsAttachDeliverableHandler } from './support/attach-deliverable.js';
import { opsAttachmentLink as opsAttachmentLinkHandler } from './support/attachment-link.js';
import { opsBeginUpload as opsBeginUploadHandler } from './support/begin-upload.js';
import { opsCloseAbuseReport as opsCloseAbuseReportHandler } from './support/close-abuse-report.js';
import { opsNoteRefund as opsNoteRefundHandler } from './support/note-refund.js';
import { opsPayments as opsPaymentsHandler } from './support/payments-of-request.js';
import { opsPostMessage as opsPostMessageHandler } from './support/post-message.js';
import { opsQuote as opsQuoteHandler } from './support/quote.js';
import { opsRevokeAccountBuilds as opsRevokeAccountBuildsHandler } from './support/revoke-account-builds.js';
import { opsSetProgress as opsSetProgressHandler } from './support/set-progress.js';
import { opsSetStatus as opsSetStatusHandler } from './support/set-status.js';
import { replyToRequest as replyToRequestHandler } from './requests/reply-to-request.js';
import { beginMessageUpload as beginMessageUploadHandler } from './requests/begin-message-upload.js';
import { importSite as importSiteHandler } from './sites/import/import-site.js';
import { publishingConnect as publishingConnectHandler } from './publishing/connect-play.js';
import { publishingOpen as publishingOpenHandler } from './publishing/open-publishing.js';
import { publishingPreflight as publishingPreflightHandler } from './publishing/preflight/publishing-preflight.js';
import { publishingSaveListing as publishingSaveListingHandler } from './publishing/save-listing.js';
import { publishingScreenshot as publishingScreenshotHandler } from './publishing/screenshots.js';
import { publishingUpdateStep as publishingUpdateStepHandler } from './publishing/update-step.js';
import { publishingUpload as publishingUploadHandler } from './publishing/upload-to-play.js';
import { feedRequestHandler } from './notifications/feed-function.js';
import { opsRevokeNotification as opsRevokeNotificationHandler } from './notifications/revoke-notification.js';
import { sendAppNotification as sendAppNotificationHandler } from './notifications/send-app-notification.js';
import * as logs from './logs.js';
import { rebuildApp as rebuildAppHandler } from './autopilot/rebuild-app.js';
import { backupSigningKeysNow } from './signing/key-backup/scheduled-backup.js';
import { setPackageSigner as setPackageSignerHandler } from './signing/package-signer.js';
import { exportKeyForPlay as exportKeyForPlayHandler } from './signing/play-key-upload.js';
import { buildVerificationProof as buildVerificationProofHandler } from './signing/verification-proof.js';
import {
  opsCampaigns as opsCampaignsHandler,
  opsRotateAppKey as opsRotateAppKeyHandler,
  opsStartCampaign as opsStartCampaignHandler,
} from './support/app-keys-and-updates.js';
import { createOrder as createOrderHandler } from './payments/create-order.js';
import { createRequest as createRequestHandler } from './requests/create-request.js';
import { deleteRequest as deleteRequestHandler } from './requests/delete-request.js';
import { updateRequestText as updateRequestTextHandler } from './requests/update-request-text.js';
import { verifyPayment as verifyPaymentHandler } from './payments/verify-payment.js';
import { webhookRequestHandler } from './payments/webhook-function.js';
import {
  allowedOrigins,
  apiDeps,
  attachmentLinkDeps,
  buildsDeps,
  frameCheckDeps,
  frameCheckOrigins,
  importSiteDeps,
  downloadLinkDeps,
  feedDeps,
  fulfilmentDeps,
  keyExportDeps,
  messageUploadDeps,
  notificationDeps,
  opsDeps,
  orderDeps,
  outboxDeps,
  platform,
  playSigningDeps,
  publishingDeps,
  reportAbuseDeps,
  replyDeps,
  requestDeps,
  revokeNotificationDeps,
  verifyDeps,
  webhookDeps,
  autopilotDeps,
  keyBackupDeps,
  opsKeysDeps,
  packageKeyDeps,
} from './dependencies.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

/** /api/** behind Hosting: build and deliverable downloads, health. */
export const api = onRequest(
  { secrets: [DOWNLOAD_LINKS_SECRET], memory: '256MiB', timeoutSeconds: 120 },
  apiRequestHandler(apiDeps, allowedOrigins),
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
  buildsRequestHandler(buildsDeps, allowedOrigins),
);

/** /api/frame-check behind Hosting: public, so its own small cap keeps previews from ever holding the API. */
export const frameCheck = onRequest(
  { maxInstances: 3, concurrency: 40, memory: '256MiB', timeoutSeconds: 30 },
  frameCheckRequestHandler(frameCheckDeps, frameCheckOrigins),
);

// Every callable checks its caller before it builds its dependencies (docs/api.md "Who may call"): a refused
// caller costs no database connection and reads no secret.
// Requests are mutated only here (docs/api.md "Requests"): the database rules let clients read them, never write.
// createRequest sends "request received" at once (SMTP_URL); the sweep retries it otherwise.
export const createRequest = onCall({ secrets: [SMTP_URL] }, verifiedCallable(requestDeps, createRequestHandler));

export const updateRequestText = onCall(verifiedCallable(requestDeps, updateRequestTextHandler));

export const deleteRequest = onCall(verifiedCallable(requestDeps, deleteRequestHandler));

export const createOrder = onCall(
  { secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET] },
  verifiedCallable(orderDeps, createOrderHandler),
);

// Both payment paths fulfil a request that became paid: they build (the engine's memory, the signing keys'
// secrets) and email the customer (SMTP_URL, so the mail goes out at once).
const FULFILS = { memory: '512MiB', timeoutSeconds: 120 } as const;
const SIGNS = [SIGNING_KEYS_SECRET, SIGNING_KEYS_SECRET_PREVIOUS];

export const verifyPayment = onCall(
  { ...FULFILS, secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, ...SIGNS, SMTP_URL] },
  verifiedCallable(verifyDeps, verifyPaymentHandler),
);

export const razorpayWebhook = onRequest(
  { ...FULFILS, secrets: [RAZORPAY_WEBHOOK_SECRET, ...SIGNS, SMTP_URL] },
  webhookRequestHandler(webhookDeps),
);

/** Retries fulfilment that failed on our side or died mid-build (RTDB triggers do not run in the local stack). */
export const retryFulfilment = onSchedule(
  { ...FULFILS, secrets: [...SIGNS, SMTP_URL], schedule: 'every 5 minutes' },
  async () => {
    await sweepFulfilment(fulfilmentDeps());
  },
);

export const createDownloadLink = onCall(
  { secrets: [DOWNLOAD_LINKS_SECRET] },
  verifiedCallable(downloadLinkDeps, createDownloadLinkHandler),
);

export const exportSigningKey = onCall(
  { secrets: SIGNS, memory: '512MiB' },
  verifiedCallable(keyExportDeps, exportSigningKeyHandler),
);

export const setPlaySigningCertificate = onCall(verifiedCallable(playSigningDeps, setPlaySigningCertificateHandler));

// The one callable open to an unverified account: erasing one's own data must always be possible (a sign-up with a
// mistyped address can never be verified), it touches only the caller's data, and it demands a recent sign-in.
export const deleteAccount = onCall((request) => {
  const caller = requireCaller(request.auth);
  return deleteAccountHandler(platform(), caller);
});

// Auth triggers exist only in the v1 API; the same cascade runs when a user is deleted any other way.
export const cleanupDeletedUser = functionsV1
  .region(REGION)
  .auth.user()
  .onDelete(async (user) => {
    await deleteUserData(platform(), user.uid, 'authOnDelete');
  });

/** The outbox's scheduled sender (docs/data-model.md `outbox`): retries every email the immediate attempt missed. */
export const sendOutbox = onSchedule({ schedule: 'every 5 minutes', secrets: [SMTP_URL] }, async () => {
  const deps = outboxDeps();
  if (deps) logs.outboxSwept(await sweepOutbox(deps));
});

// The support console (docs/api.md "Support console"): each checks the `support` claim, writes, audits, and tells
// the customer (SMTP_URL so the email goes out at once).
const withMail = { secrets: [SMTP_URL] };

export const opsSetStatus = onCall(withMail, verifiedCallable(opsDeps, opsSetStatusHandler));
export const opsSetProgress = onCall(withMail, verifiedCallable(opsDeps, opsSetProgressHandler));
export const opsPostMessage = onCall(withMail, verifiedCallable(opsDeps, opsPostMessageHandler));
export const opsQuote = onCall(withMail, verifiedCallable(opsDeps, opsQuoteHandler));
export const opsNoteRefund = onCall(withMail, verifiedCallable(opsDeps, opsNoteRefundHandler));
export const opsAttachDeliverable = onCall(
  { ...withMail, memory: '512MiB', timeoutSeconds: 120 },
  verifiedCallable(opsDeps, opsAttachDeliverableHandler),
);
export const opsBeginUpload = onCall((request) => {
  const caller = requireVerifiedCaller(request.auth);
  return opsBeginUploadHandler(opsDeps(), caller, request.data, request.rawRequest.headers.origin);
});
export const opsPayments = onCall(verifiedCallable(opsDeps, opsPaymentsHandler));

/** Support's answer to an abuse report: the account's builds and every download link stop working (docs/api.md). */
export const opsRevokeAccountBuilds = onCall(verifiedCallable(opsDeps, opsRevokeAccountBuildsHandler));
export const opsAbuseReports = onCall(verifiedCallable(opsDeps, opsAbuseReportsHandler));
/** Support closes a report with an outcome (and a note): it leaves the open list, audited (docs/api.md). */
export const opsCloseAbuseReport = onCall(verifiedCallable(opsDeps, opsCloseAbuseReportHandler));

// Open to everyone, signed in or not (docs/api.md "Abuse controls"): whoever meets a harmful app must be able to
// report it. Validated, size-limited and rate-limited per address always, per verified account too, and overall.
export const reportAbuse = onCall({ maxInstances: 3 }, (request) => {
  const caller = request.auth ? requireCaller(request.auth) : null;
  return reportAbuseHandler(reportAbuseDeps(), caller, clientIp(request.rawRequest), request.data);
});

// The conversation (docs/api.md "Conversation"): the customer writes to support on any request, with files checked
// where they landed (512 MiB: a 10 MB file is hashed as it streams, never held whole), and the support inbox is told.
export const replyToRequest = onCall(
  { ...withMail, memory: '512MiB' },
  verifiedCallable(replyDeps, replyToRequestHandler),
);
/** Support opens a customer's attachment through a signed single-use link, like every download. */
export const opsAttachmentLink = onCall(
  { secrets: [DOWNLOAD_LINKS_SECRET] },
  verifiedCallable(attachmentLinkDeps, opsAttachmentLinkHandler),
);
export const beginMessageUpload = onCall((request) => {
  const caller = requireVerifiedCaller(request.auth);
  return beginMessageUploadHandler(messageUploadDeps(), caller, request.data, request.rawRequest.headers.origin);
});

// Daily, at night in India: what a build racing an account deletion left, and expired tombstones (by hand, and in the
// emulator, where schedules do not fire: npm run ops:sweep).
export const sweepDeletedAccounts = onSchedule({ schedule: 'every day 03:10', timeZone: 'Asia/Kolkata' }, async () => {
  await sweepDeletedAccountsHandler(platform());
});

/**
 * Daily, after the accounts sweep: free builds' APKs older than BUILD_RETENTION_DAYS go (their records stay, marked
 * `expiredAt`), and expired download links' use records (docs/data-model.md "Lifecycle"; by hand npm run ops:sweep).
 */
export const sweepLifecycle = onSchedule({ schedule: 'every day 03:40', timeZone: 'Asia/Kolkata' }, async () => {
  await sweepLifecycleHandler(platform());
});

/** The builder's site import (docs/api.md "importSite"): a page, its manifest and icon, decoded with bounded decoders. */
export const importSite = onCall(
  { memory: '512MiB', timeoutSeconds: 60 },
  verifiedCallable(importSiteDeps, importSiteHandler),
);

// Keys that last (docs/api.md "Keys that last"): the Play signer, the key for Play, the verification kit, rotation.
export const setPackageSigner = onCall({ secrets: SIGNS }, verifiedCallable(packageKeyDeps, setPackageSignerHandler));
export const exportKeyForPlay = onCall(
  { secrets: SIGNS, memory: '512MiB' },
  verifiedCallable(packageKeyDeps, exportKeyForPlayHandler),
);
export const buildVerificationProof = onCall(
  { secrets: SIGNS, memory: '512MiB' },
  verifiedCallable(packageKeyDeps, buildVerificationProofHandler),
);
export const opsRotateAppKey = onCall({ secrets: SIGNS }, verifiedCallable(opsKeysDeps, opsRotateAppKeyHandler));
/** Daily, before the night's sweeps: every sealed key, encrypted to the offline recovery key (docs/data-model.md). */
export const backupSigningKeys = onSchedule(
  { schedule: 'every day 02:40', timeZone: 'Asia/Kolkata', secrets: SIGNS, memory: '512MiB', timeoutSeconds: 540 },
  async () => {
    await backupSigningKeysNow(keyBackupDeps());
  },
);

// Apps kept current (docs/api.md "Apps kept current"): one-click rebuilds and support's campaigns.
const REBUILDS = { ...FULFILS, secrets: [...SIGNS, DOWNLOAD_LINKS_SECRET, SMTP_URL] };
export const rebuildApp = onCall(REBUILDS, verifiedCallable(autopilotDeps, rebuildAppHandler));
export const opsStartCampaign = onCall(
  { ...REBUILDS, timeoutSeconds: 540 },
  verifiedCallable(opsKeysDeps, opsStartCampaignHandler),
);
export const opsCampaigns = onCall((request) => {
  const caller = requireVerifiedCaller(request.auth);
  return opsCampaignsHandler(platform(), caller);
});

// Publishing in the customer's Play Console (docs/api.md "Publishing"): the owner, or support for them. Each may
// open the record (package, upload key), so all declare the signing secrets and the Play service account; uploads
// build, draw and send a bundle within one call.
const PUBLISHES = { ...FULFILS, secrets: [PLAY_SERVICE_ACCOUNT, ...SIGNS] };

export const publishingOpen = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingOpenHandler));
export const publishingSaveListing = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingSaveListingHandler));
export const publishingScreenshot = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingScreenshotHandler));
export const publishingPreflight = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingPreflightHandler));
export const publishingConnect = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingConnectHandler));
export const publishingUpload = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingUploadHandler));
export const publishingUpdateStep = onCall(PUBLISHES, verifiedCallable(publishingDeps, publishingUpdateStepHandler));

// App notifications (docs/api.md "App notifications"). The feed is public and cached by Hosting's CDN a minute
// (`/api/apps/**`), so its own small cap is plenty; apps post their reports to it too.
export const notificationFeed = onRequest(
  { maxInstances: 5, concurrency: 80, memory: '256MiB', timeoutSeconds: 10 },
  feedRequestHandler(feedDeps),
);

export const sendAppNotification = onCall(verifiedCallable(notificationDeps, sendAppNotificationHandler));

/** Support takes one notification out of its app's feed, audited (docs/api.md). */
export const opsRevokeNotification = onCall(verifiedCallable(revokeNotificationDeps, opsRevokeNotificationHandler));
