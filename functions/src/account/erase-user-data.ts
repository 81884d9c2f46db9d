import type { AbuseReportRecord } from '../contracts/abuse.js';
import {
  ABUSE_REPORTS_PATH,
  abuseReportPath,
  accountAbuseReportRateLimitPath,
  BUILD_EXPIRY_PATH,
  buildExpiryPath,
  buildRateLimitPath,
  DOWNLOAD_USES_PATH,
  downloadUsePath,
  notificationFeedRecordPath,
  notificationInstallsPath,
  notificationRateLimitPath,
  orderRateLimitPath,
  OUTBOX_PATH,
  outboxPath,
  PACKAGE_CLAIMS_PATH,
  packageClaimPath,
  quotaPath,
  messageUploadRateLimitPath,
  siteImportRateLimitPath,
  supportStaffPath,
  userAttachmentsPath,
  userBuildsPath,
  userConversationReadsPath,
  userDeliverablesPath,
  userFulfilmentQueuePath,
  userKeyExportsPath,
  userNotificationsPath,
  userPackagesPath,
  userPath,
  userPublishingPath,
  userRequestsPath,
  userSigningKeysPath,
  userUploadKeysPath,
  userStoragePrefix,
  userTimelinePath,
} from '../contracts/database-paths.js';
import type { OutboxMessage } from '../contracts/outbox.js';
import type { PackageClaim } from '../contracts/packages.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';

/**
 * Everything the product keeps per user, by path (docs/data-model.md "Account deletion"). Not here, on purpose: the
 * account's lines of `buildLedger` and its `revocations/{uid}`, which a takedown of an app already signed needs after
 * the account is gone (they hold no email or contact; the data model says so).
 */
export function userOwnedPaths(uid: string): string[] {
  return [
    userPath(uid),
    userRequestsPath(uid),
    userBuildsPath(uid),
    userSigningKeysPath(uid),
    userUploadKeysPath(uid),
    userPackagesPath(uid),
    userTimelinePath(uid),
    userDeliverablesPath(uid),
    userAttachmentsPath(uid),
    userConversationReadsPath(uid),
    userFulfilmentQueuePath(uid),
    userKeyExportsPath(uid),
    userPublishingPath(uid),
    userNotificationsPath(uid),
    quotaPath(uid),
    buildRateLimitPath(uid),
    orderRateLimitPath(uid),
    siteImportRateLimitPath(uid),
    messageUploadRateLimitPath(uid),
    accountAbuseReportRateLimitPath(uid),
  ];
}

export interface ErasedData {
  files: number;
  claims: number;
}

/**
 * Removes the user's data: every per-user path (one atomic update), the emails about the account (its address, its
 * apps; sent or not), their name and address on the abuse reports they filed, the package ids they claimed (so another
 * account may build them) with their notification feeds, their builds' places in the expiry queue and their download links' use records, and, when
 * `files` is given, everything under their Storage folder. Idempotent: what is already gone counts as removed. Used by the account cascade, by a build that finds its account deleted under it,
 * and by the sweep.
 */
export async function eraseUserData(deps: { db: Db; files?: FileStore }, uid: string): Promise<ErasedData> {
  const claims = await deps.db.findByChild<PackageClaim>(PACKAGE_CLAIMS_PATH, 'uid', uid);
  const mail = await deps.db.findByChild<OutboxMessage>(OUTBOX_PATH, 'uid', uid);
  // Reports the user filed stay for support, without who filed them or how to reach them.
  const reports = await deps.db.findByChild<AbuseReportRecord>(ABUSE_REPORTS_PATH, 'reporterUid', uid);
  const queuedBuilds = await deps.db.findByChild(BUILD_EXPIRY_PATH, 'uid', uid);
  const linkUses = await deps.db.findByChild(DOWNLOAD_USES_PATH, 'uid', uid);
  await deps.db.update(
    Object.fromEntries([
      ...userOwnedPaths(uid).map((path) => [path, null]),
      ...Object.keys(reports).flatMap((id) => [
        [`${abuseReportPath(id)}/reporterUid`, null],
        [`${abuseReportPath(id)}/contactEmail`, null],
      ]),
      ...Object.keys(mail).map((id) => [outboxPath(id), null]),
      // A deleted account leaves the support team's list (the claim went with the Auth user).
      [supportStaffPath(uid), null],
      ...Object.keys(claims).map((key) => [packageClaimPath(key), null]),
      // The apps' notification feeds go with them (the installed apps' polls then answer 404), and what was kept
      // about those apps' installs and limits.
      ...Object.keys(claims).flatMap((key) => [
        [notificationFeedRecordPath(key), null],
        [notificationRateLimitPath(key), null],
        [notificationInstallsPath(key), null],
      ]),
      ...Object.keys(queuedBuilds).map((buildId) => [buildExpiryPath(buildId), null]),
      ...Object.keys(linkUses).map((key) => [downloadUsePath(key), null]),
    ]),
  );
  const files = deps.files ? await deps.files.deletePrefix(userStoragePrefix(uid)) : 0;
  return { files, claims: Object.keys(claims).length };
}
