import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import type { ApiDeps } from './delivery/api-routes.js';
import { localBrandGuard } from './abuse/local-brand-guard.js';
import type { ReportAbuseDeps } from './abuse/report-abuse.js';
import type { SiteReputation } from './abuse/site-reputation.js';
import type { BuildsDeps } from './builds/builds-function.js';
import type { ApkEngine } from './engine-pool/engine-port.js';
import { pooledEngine } from './engine-pool/pooled-engine.js';
import { downloadTokens } from './delivery/download-token.js';
import {
  apiConfig,
  downloadsConfig,
  frameCheckConfig,
  mailConfig,
  playConfig,
  razorpayConfig,
  receiptConfig,
  runningInEmulator,
  signingConfig,
  webhookSecret,
  keyBackupRecoveryKey,
} from './config.js';
import { APP_ROUTES } from './contracts/app-routes.js';
import type { CustomerEventDeps } from './requests/record-customer-event.js';
import { deliverOutboxMessage, type OutboxDeps } from './platform/mail/deliver-outbox-message.js';
import { smtpMailer, type Mailer } from './platform/mail/mailer.js';
import { downloadLinkKey } from './delivery/download-link-key.js';
import { keyringFromSecrets } from './signing/keyring.js';
import { newFrameCheckState, type FrameCheckDeps } from './sites/frame-check/frame-check.js';
import { razorpayGateway } from './payments/razorpay-gateway.js';
import { adminAuth, type AuthPort } from './platform/auth.js';
import { systemClock, type Clock } from './platform/clock.js';
import { adminDb, type Db } from './platform/db.js';
import { bucketFiles, type FileStore } from './platform/files.js';
import { newEventId } from './platform/event-ids.js';
import { newBuildId, newExportId, newPushId } from './platform/ids.js';
import type { OpsDeps } from './support/ops-deps.js';
import type { ReplyDeps } from './requests/reply-to-request.js';
import type { BeginMessageUploadDeps } from './requests/begin-message-upload.js';
import { fetchPublic } from './sites/import/fetch-public.js';
import type { ImportSiteDeps } from './sites/import/import-site.js';
import type { CreateDownloadLinkDeps } from './delivery/create-download-link.js';
import { signedDownloadLink } from './delivery/download-link.js';
import type { AttachmentLinkDeps } from './support/attachment-link.js';
import type { FulfilmentDeps } from './fulfilment/fulfilment-deps.js';
import { newClaimId } from './fulfilment/fulfil-request.js';
import type { KeyExportDeps } from './signing/export-signing-key.js';
import { receiptAttachments, type ReceiptDeps } from './payments/payment-received.js';
import type { PlaySigningDeps } from './signing/set-play-signing-certificate.js';
import { KEY_EXPORTS_PER_DAY } from './contracts/key-custody.js';
import { FREE_BUILDS_PER_DAY } from './contracts/abuse.js';
import type { AutopilotDeps } from './autopilot/autopilot-deps.js';
import type { PackageKeyDeps } from './signing/package-signer.js';
import type { OpsKeysDeps } from './support/app-keys-and-updates.js';
import { officialPlayPublisher } from './publishing/official-play-publisher.js';
import type { PlayPublisher } from './publishing/play-publisher.js';
import type { PublishingDeps } from './publishing/publishing-deps.js';
import type { FeedDeps } from './notifications/feed-answer.js';
import { newFeedState } from './notifications/feed-function.js';
import type { RevokeNotificationDeps } from './notifications/revoke-notification.js';
import type { NotificationDeps } from './notifications/send-app-notification.js';
import { newNotificationId } from './platform/ids.js';

/**
 * Production dependencies of the handlers, built from the admin SDK on first use. The admin SDK reads FIREBASE_CONFIG
 * (project, database URL, bucket) and the *_EMULATOR_HOST variables, so the same code runs deployed and locally.
 */
export interface Platform {
  db: Db;
  files: FileStore;
  auth: AuthPort;
  clock: Clock;
}

let platformInstance: Platform | undefined;

function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function platform(): Platform {
  if (!platformInstance) {
    const app = adminApp();
    platformInstance = {
      db: adminDb(getDatabase(app)),
      files: bucketFiles(getStorage(app).bucket()),
      auth: adminAuth(getAuth(app)),
      clock: systemClock,
    };
  }
  return platformInstance;
}

/**
 * The keyring that opens and seals users' signing keys (SIGNING_KEYS_SECRET and, during a rotation, the previous
 * one). Only functions that declare both secrets in their `secrets` option may call this.
 */
function signingKeyring() {
  const config = signingConfig();
  return keyringFromSecrets(config.signingKeysSecret, config.signingKeysSecretPrevious);
}

/** Download links' MAC, keyed by DOWNLOAD_LINKS_SECRET alone (declared by the functions that sign or check links). */
function downloadLinkTokens() {
  return downloadTokens(downloadLinkKey(downloadsConfig().downloadLinksSecret));
}

/**
 * The brand check of every build (free and paid). Local only: no outbound reputation service is reachable from this
 * project's machines. A hosted check is another SiteReputation set here (README "Security and limits").
 */
const siteReputation: SiteReputation = localBrandGuard();

let engineInstance: ApkEngine | undefined;

/**
 * The engine for everything that builds or signs (builds, fulfilment, key export): one worker pool per instance,
 * started on first use, so a function that never builds never starts a worker (engine-pool/pooled-engine.ts).
 */
function engine(): ApkEngine {
  engineInstance ??= pooledEngine();
  return engineInstance;
}

/** The `api` function: downloads and health only. */
export function apiDeps(): ApiDeps {
  const { db, files, clock } = platform();
  return { downloads: { db, files, clock, tokens: downloadLinkTokens() }, appUrl: mailConfig().appUrl };
}

export function buildsDeps(): BuildsDeps {
  const config = apiConfig();
  const base = platform();
  return {
    auth: base.auth,
    builds: {
      ...base,
      engine: engine(),
      tokens: downloadLinkTokens(),
      keyring: signingKeyring(),
      reputation: siteReputation,
      freeBuildsPerHour: config.freeBuildsPerHour,
      freeBuildsPerDay: FREE_BUILDS_PER_DAY,
      tokenTtlSeconds: config.downloadTokenTtlSeconds,
      newBuildId,
      notificationsOrigin: mailConfig().appUrl,
    },
  };
}

export const allowedOrigins = (): string[] => downloadsConfig().allowedOrigins;

// One per instance of frameCheck: its limits and verdict cache (docs/api.md "Limits and rate limits").
const frameCheckState = newFrameCheckState();

export function frameCheckDeps(): FrameCheckDeps {
  const { clock, auth } = platform();
  return { ...frameCheckState, clock, auth, allowLoopback: frameCheckConfig().runningInEmulator };
}

export const frameCheckOrigins = (): string[] => frameCheckConfig().allowedOrigins;

export function requestDeps() {
  const { db, files, clock } = platform();
  return { db, files, clock, newRequestId: newPushId, events: customerEventDeps() };
}

export function orderDeps() {
  const config = razorpayConfig();
  const { db, clock } = platform();
  return { db, clock, gateway: razorpayGateway(config) };
}

/**
 * Fulfilment builds with the engine and keys free builds use (needs SIGNING_KEYS_SECRET) and tells the customer
 * through recordCustomerEvent (at once where the function declares SMTP_URL).
 */
export function fulfilmentDeps(): FulfilmentDeps {
  const { db, files, clock } = platform();
  const events = customerEventDeps();
  return {
    db,
    files,
    clock,
    engine: engine(),
    keyring: signingKeyring(),
    reputation: siteReputation,
    newClaimId,
    events,
    notificationsOrigin: mailConfig().appUrl,
  };
}

/**
 * The receipt of a payment (payments/payment-received.ts): its seller and series from the configuration, read when a
 * receipt is issued, so a configuration mistake fails the receipt (logged, retried) and never the payment.
 */
function receiptDeps(): ReceiptDeps {
  const { db, clock } = platform();
  const events = customerEventDeps();
  return {
    db,
    clock,
    events,
    get seller() {
      return receiptConfig().seller;
    },
    get invoicePrefix() {
      return receiptConfig().invoicePrefix;
    },
  };
}

export function verifyDeps() {
  const { db, clock } = platform();
  return {
    db,
    clock,
    keySecret: razorpayConfig().keySecret,
    fulfilment: fulfilmentDeps(),
    receipts: receiptDeps(),
  };
}

export function webhookDeps() {
  const { db, clock } = platform();
  return { db, clock, webhookSecret: webhookSecret(), fulfilment: fulfilmentDeps(), receipts: receiptDeps() };
}

/** opsAttachmentLink: support's link to a customer's attachment, signed like every download link. */
export function attachmentLinkDeps(): AttachmentLinkDeps {
  const { db, clock } = platform();
  const signer = { tokens: downloadLinkTokens(), tokenTtlSeconds: downloadsConfig().downloadTokenTtlSeconds };
  return { db, clock, signLink: (uid, target, nowMs) => signedDownloadLink(signer, uid, target, nowMs) };
}

export function downloadLinkDeps(): CreateDownloadLinkDeps {
  const { db, clock } = platform();
  return { db, clock, tokens: downloadLinkTokens(), tokenTtlSeconds: downloadsConfig().downloadTokenTtlSeconds };
}

export function keyExportDeps(): KeyExportDeps {
  const { db, clock } = platform();
  return { db, clock, engine: engine(), keyring: signingKeyring(), exportsPerDay: KEY_EXPORTS_PER_DAY, newExportId };
}

export function playSigningDeps(): PlaySigningDeps {
  const { db, clock } = platform();
  return { db, clock };
}

let mailerInstance: { url: string; mailer: Mailer } | undefined;

/** The outbox sender, or null when this function has no SMTP_URL secret (mail then waits for the sweep). */
export function outboxDeps(): OutboxDeps | null {
  const config = mailConfig();
  if (!config.smtpUrl) return null;
  if (mailerInstance?.url !== config.smtpUrl) {
    mailerInstance = { url: config.smtpUrl, mailer: smtpMailer(config.smtpUrl, config.from) };
  }
  const { db, clock } = platform();
  return {
    db,
    clock,
    mailer: mailerInstance.mailer,
    messageIdDomain: config.domain,
    renderAttachment: receiptAttachments(db),
  };
}

/**
 * What recordCustomerEvent needs. A function that declares the SMTP_URL secret (MAIL_SECRETS) sends each email
 * right after queueing it; any other leaves it to the scheduled sweep.
 */
function customerEventDeps(): CustomerEventDeps {
  const { db, clock } = platform();
  const outbox = outboxDeps();
  return {
    db,
    clock,
    dashboardUrl: `${mailConfig().appUrl}${APP_ROUTES.dashboard}`,
    ...(outbox ? { sendNow: (messageId: string) => deliverOutboxMessage(outbox, messageId) } : {}),
  };
}

export function opsDeps(): OpsDeps {
  const { db, clock, files } = platform();
  return { db, clock, files, events: customerEventDeps(), newId: newEventId };
}

export function reportAbuseDeps(): ReportAbuseDeps {
  const { db, clock } = platform();
  return { db, clock, newId: newPushId };
}

export function replyDeps(): ReplyDeps {
  const config = mailConfig();
  const { files } = platform();
  return {
    events: customerEventDeps(),
    files,
    newId: newEventId,
    supportInbox: config.supportInbox,
    appUrl: config.appUrl,
  };
}

/** beginMessageUpload: the customer's upload sessions, in their own folder. */
export function messageUploadDeps(): BeginMessageUploadDeps {
  const { db, clock, files } = platform();
  return { db, clock, files, newId: newEventId };
}

export function importSiteDeps(): ImportSiteDeps {
  const { db, clock } = platform();
  return { db, clock, engine: engine(), fetch: fetchPublic, allowLoopback: runningInEmulator() };
}

// Keys that last and apps kept current (docs/api.md "Keys that last", "Apps kept current").
export function packageKeyDeps(): PackageKeyDeps & { exportsPerDay: number; newExportId(nowMs: number): string } {
  const { db, clock } = platform();
  return { db, clock, engine: engine(), keyring: signingKeyring(), exportsPerDay: KEY_EXPORTS_PER_DAY, newExportId };
}

export function autopilotDeps(): AutopilotDeps {
  const { db, files, clock } = platform();
  return {
    db,
    files,
    clock,
    engine: engine(),
    keyring: signingKeyring(),
    reputation: siteReputation,
    tokens: downloadLinkTokens(),
    tokenTtlSeconds: downloadsConfig().downloadTokenTtlSeconds,
    newBuildId,
    events: customerEventDeps(),
    notificationsOrigin: mailConfig().appUrl,
  };
}

export function opsKeysDeps(): OpsKeysDeps {
  return { ...autopilotDeps(), newId: newEventId };
}

export function keyBackupDeps() {
  const { db, files, clock } = platform();
  return { db, files, clock, keyring: signingKeyring(), recoveryPublicKey: keyBackupRecoveryKey() };
}

// Publishing (docs/api.md "Publishing"): the official Play client with PLAY_SERVICE_ACCOUNT, at PLAY_API_ROOT (the
// local stack's Play stand-in), one per instance and key.
let playInstance: { key: string; publisher: PlayPublisher } | undefined;

export function publishingDeps(): PublishingDeps {
  const { db, files, clock } = platform();
  const config = playConfig();
  const key = `${config.apiRoot}|${config.serviceAccount.private_key_id}`;
  if (playInstance?.key !== key)
    playInstance = {
      key,
      publisher: officialPlayPublisher({ serviceAccount: config.serviceAccount, rootUrl: config.apiRoot }),
    };
  const publisher = playInstance.publisher;
  return {
    db,
    files,
    clock,
    engine: engine(),
    keyring: signingKeyring(),
    reputation: siteReputation,
    play: () => publisher,
    serviceAccountEmail: config.serviceAccount.client_email,
    fetch: fetchPublic,
    allowLoopback: runningInEmulator(),
    events: customerEventDeps(),
    newId: newEventId,
    notificationsOrigin: mailConfig().appUrl,
  };
}

// App notifications (docs/api.md "App notifications"): the composer's callable, the feed, support's revocation.
export function notificationDeps(): NotificationDeps {
  const { db, clock } = platform();
  return { db, clock, reputation: siteReputation, newNotificationId };
}

// One per instance of notificationFeed: its per-address limit of reports.
const feedState = newFeedState();

export function feedDeps(): FeedDeps & ReturnType<typeof newFeedState> {
  const { db, clock } = platform();
  return { db, clock, ...feedState };
}

export function revokeNotificationDeps(): RevokeNotificationDeps {
  const { db, clock } = platform();
  return { db, clock, newId: newEventId };
}
