// Every Realtime Database and Cloud Storage path the product reads or writes (docs/data-model.md has who writes
// each and why). Path segments are ids the server or the database made (uids, push ids, Razorpay ids), never free
// text, so they need no escaping.

export const PLANS_PATH = 'plans';
export const ORDERS_PATH = 'orders';
export const PAYMENTS_PATH = 'payments';
export const OUTBOX_PATH = 'outbox';
export const AUDIT_PATH = 'audit';

export const userPath = (uid: string): string => `users/${uid}`;
export const userRequestsPath = (uid: string): string => `requests/${uid}`;
export const requestPath = (uid: string, requestId: string): string => `requests/${uid}/${requestId}`;
export const BUILDS_PATH = 'builds';
export const userBuildsPath = (uid: string): string => `${BUILDS_PATH}/${uid}`;
export const buildPath = (uid: string, buildId: string): string => `builds/${uid}/${buildId}`;
export const orderPath = (orderId: string): string => `${ORDERS_PATH}/${orderId}`;
export const paymentPath = (paymentId: string): string => `${PAYMENTS_PATH}/${paymentId}`;
export const userSigningKeysPath = (uid: string): string => `signingKeys/${uid}`;
export const signingKeyPath = (uid: string, keyId: string): string => `signingKeys/${uid}/${keyId}`;
export const buildRateLimitPath = (uid: string): string => `rateLimits/builds/${uid}`;
/** createOrder's per-user window and its open orders (functions/src/payments/order-claims.ts). */
export const orderRateLimitPath = (uid: string): string => `rateLimits/orders/${uid}`;
export const siteImportRateLimitPath = (uid: string): string => `rateLimits/siteImports/${uid}`;
export const webhookEventPath = (eventId: string): string => `webhookEvents/${eventId}`;

/** Cloud Storage: everything of a user lives under this prefix, so the account cascade deletes it in one go. */
export const userStoragePrefix = (uid: string): string => `users/${uid}/`;
export const buildStoragePath = (uid: string, buildId: string): string => `users/${uid}/builds/${buildId}.apk`;

// Paths added for fulfilment, the support console, key custody and quotas (docs/data-model.md). All are written by
// the server only; keys named packageKey come from contracts/package-key.ts (injective).
export const userTimelinePath = (uid: string): string => `timeline/${uid}`;
export const requestTimelinePath = (uid: string, requestId: string): string => `timeline/${uid}/${requestId}`;
export const timelineEntryPath = (uid: string, requestId: string, entryId: string): string =>
  `timeline/${uid}/${requestId}/${entryId}`;
export const userDeliverablesPath = (uid: string): string => `deliverables/${uid}`;
export const requestDeliverablesPath = (uid: string, requestId: string): string => `deliverables/${uid}/${requestId}`;
export const deliverablePath = (uid: string, requestId: string, deliverableId: string): string =>
  `deliverables/${uid}/${requestId}/${deliverableId}`;
export const userPackagesPath = (uid: string): string => `packages/${uid}`;
export const packagePath = (uid: string, packageKey: string): string => `packages/${uid}/${packageKey}`;
export const packageClaimPath = (packageKey: string): string => `packageClaims/${packageKey}`;
export const auditPath = (auditId: string): string => `${AUDIT_PATH}/${auditId}`;
export const outboxPath = (messageId: string): string => `${OUTBOX_PATH}/${messageId}`;
export const quotaPath = (uid: string): string => `quotas/${uid}`;
export const TOMBSTONES_PATH = 'tombstones';
export const tombstonePath = (uid: string): string => `${TOMBSTONES_PATH}/${uid}`;
export const PACKAGE_CLAIMS_PATH = 'packageClaims';
// A user's whole subtree of each per-user path, for the account cascade.
export const userKeyExportsPath = (uid: string): string => `keyExports/${uid}`;

/** Cloud Storage: a request's delivered file, inside the owner's folder so the account cascade removes it. */
export const deliverableStoragePath = (
  uid: string,
  requestId: string,
  deliverableId: string,
  fileName: string,
): string => `users/${uid}/requests/${requestId}/${deliverableId}/${fileName}`;

/** Paid requests whose deliverables are not all ready: fulfilment's work list, read by the retry sweep (server-only). */
export const FULFILMENT_QUEUE_PATH = 'fulfilmentQueue';
export const userFulfilmentQueuePath = (uid: string): string => `${FULFILMENT_QUEUE_PATH}/${uid}`;
export const fulfilmentQueuePath = (uid: string, requestId: string): string =>
  `${FULFILMENT_QUEUE_PATH}/${uid}/${requestId}`;

// Abuse controls (docs/data-model.md `buildLedger`, `abuseReports`, `revocations`): all server-only.
const BUILD_LEDGER_PATH = 'buildLedger';
export const buildLedgerPath = (ledgerId: string): string => `${BUILD_LEDGER_PATH}/${ledgerId}`;
export const ABUSE_REPORTS_PATH = 'abuseReports';
export const abuseReportPath = (reportId: string): string => `${ABUSE_REPORTS_PATH}/${reportId}`;
export const revocationPath = (uid: string): string => `revocations/${uid}`;
/** reportAbuse's per-caller windows: per address always (its bucket hashed, never raw), per verified account too. */
export const accountAbuseReportRateLimitPath = (uid: string): string => `rateLimits/abuseReports/account-${uid}`;
export const addressAbuseReportRateLimitPath = (addressHash: string): string =>
  `rateLimits/abuseReports/address-${addressHash}`;
/**
 * Cloud Storage: what a package's last free build was made from (builds/app-recipe.ts), so a rebuild makes the same
 * app; in the owner's folder, so the account cascade removes it; server-only like every file there.
 */
export const appRecipeStoragePath = (uid: string, packageKey: string): string =>
  `users/${uid}/packages/${packageKey}/app-recipe.json`;
/** Cloud Storage: the free builds of a user (support's revocation deletes them). */
export const userBuildsStoragePrefix = (uid: string): string => `users/${uid}/builds/`;

/**
 * Free builds in the order they were made (`buildExpiry/{buildId}`, build ids are time-ordered): the lifecycle sweep
 * reads from the oldest and stops at the first one younger than BUILD_RETENTION_DAYS (server-only).
 */
export const BUILD_EXPIRY_PATH = 'buildExpiry';
export const buildExpiryPath = (buildId: string): string => `${BUILD_EXPIRY_PATH}/${buildId}`;

/**
 * Download links used at least once, keyed by the link's expiry and a hash of its token (never the token), so the
 * sweep removes the expired ones from the front (server-only).
 */
export const DOWNLOAD_USES_PATH = 'downloadUses';
export const downloadUsePath = (useKey: string): string => `${DOWNLOAD_USES_PATH}/${useKey}`;

// Keys that last and apps kept current (docs/data-model.md `uploadKeys`, `campaigns`): server-only.
/** The separate upload key of a package whose Play signer is the owner's own key (sealed like signingKeys). */
export const userUploadKeysPath = (uid: string): string => `uploadKeys/${uid}`;
export const uploadKeyPath = (uid: string, packageKey: string): string => `uploadKeys/${uid}/${packageKey}`;
export const CAMPAIGNS_PATH = 'campaigns';
export const campaignPath = (campaignId: string): string => `${CAMPAIGNS_PATH}/${campaignId}`;
export const PACKAGES_PATH = 'packages';
export const SIGNING_KEYS_PATH = 'signingKeys';
export const UPLOAD_KEYS_PATH = 'uploadKeys';
/** Cloud Storage: the encrypted key backups, apart from every user's folder (docs/data-model.md "Key backups"). */
export const KEY_BACKUPS_PREFIX = 'backups/signing-keys/';
// The conversation (docs/data-model.md `attachments`, `conversationReads`): files customers attached to their
// messages (server-written; owner and support read), and each side's read marker (each side writes its own).
export const userAttachmentsPath = (uid: string): string => `attachments/${uid}`;
export const requestAttachmentsPath = (uid: string, requestId: string): string => `attachments/${uid}/${requestId}`;
export const attachmentPath = (uid: string, requestId: string, attachmentId: string): string =>
  `attachments/${uid}/${requestId}/${attachmentId}`;
export const userConversationReadsPath = (uid: string): string => `conversationReads/${uid}`;
export const conversationReadsPath = (uid: string, requestId: string): string =>
  `conversationReads/${uid}/${requestId}`;
/** beginMessageUpload's per-account window (uploads a customer may open per hour). */
export const messageUploadRateLimitPath = (uid: string): string => `rateLimits/messageUploads/${uid}`;
/** Cloud Storage: a customer's attachment, inside the owner's folder under the request (deleted with either). */
export const attachmentStoragePath = (uid: string, requestId: string, attachmentId: string, fileName: string): string =>
  `users/${uid}/requests/${requestId}/attachments/${attachmentId}/${fileName}`;

/**
 * The support team's server-side list (`supportStaff/{uid}`, written only by `npm run ops -- grant`/`revoke`): every
 * ops callable and every support rule checks it beside the `support` claim, so a revocation takes effect at once,
 * not when the old ID token expires (server-only).
 */
export const SUPPORT_STAFF_PATH = 'supportStaff';
export const supportStaffPath = (uid: string): string => `${SUPPORT_STAFF_PATH}/${uid}`;

/** reportAbuse's window across every caller (docs/api.md "Abuse controls"): a cap on the whole open door. */
export const GLOBAL_ABUSE_REPORT_RATE_LIMIT_PATH = 'rateLimits/abuseReports/global';

/**
 * Receipts (docs/data-model.md `invoices`): one per payment, numbered gap-free in a series per financial year
 * (`invoiceSeries/{seriesKey}`), both server-only.
 */
export const INVOICES_PATH = 'invoices';
export const invoicePath = (paymentId: string): string => `${INVOICES_PATH}/${paymentId}`;
export const invoiceSeriesPath = (seriesKey: string): string => `invoiceSeries/${seriesKey}`;

// Publishing (docs/data-model.md `publishing/{uid}/{requestId}`): server-written; the owner and support read it.
export const userPublishingPath = (uid: string): string => `publishing/${uid}`;
export const publishingPath = (uid: string, requestId: string): string => `publishing/${uid}/${requestId}`;
/** Cloud Storage: a listing's phone screenshot, inside the request's folder (the account cascade removes it). */
export const screenshotStoragePath = (
  uid: string,
  requestId: string,
  screenshotId: string,
  extension: string,
): string => `users/${uid}/requests/${requestId}/listing/${screenshotId}.${extension}`;

// App notifications (docs/data-model.md `notifications`): the owner reads their history live; the feed record, the
// limits and the installs' reports are server-only. Keyed by packageKey (contracts/package-key.ts).
export const userNotificationsPath = (uid: string): string => `notifications/${uid}`;
export const notificationPath = (uid: string, packageKey: string, notificationId: string): string =>
  `notifications/${uid}/${packageKey}/${notificationId}`;
export const notificationFeedRecordPath = (packageKey: string): string => `notificationFeeds/${packageKey}`;
export const notificationRateLimitPath = (packageKey: string): string => `rateLimits/notifications/${packageKey}`;
/** One install's reports for one app: its rate window and the ids it was counted for (installKey: a hash). */
export const notificationInstallsPath = (packageKey: string): string => `notificationInstalls/${packageKey}`;
export const notificationInstallPath = (packageKey: string, installKey: string): string =>
  `notificationInstalls/${packageKey}/${installKey}`;
