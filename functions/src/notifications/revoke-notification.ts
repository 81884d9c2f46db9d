import { HttpsError } from 'firebase-functions/https';
import { notificationPath, packageClaimPath } from '../contracts/database-paths.js';
import {
  NOTIFICATION_ID_PATTERN,
  type NotificationRecord,
  type OpsRevokeNotificationResult,
} from '../contracts/notifications.js';
import { packageKey } from '../contracts/package-key.js';
import { packageNameProblem } from '../contracts/package-name.js';
import type { PackageClaim } from '../contracts/packages.js';
import type { Caller } from '../platform/callers/caller.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { fieldsOf, parseText } from '../requests/parse-input.js';
import { appendAudit } from '../support/audit-trail.js';
import { requireSupport } from '../support/require-support.js';
import { removeFromFeed } from './feed-record.js';
import * as logs from './notification-logs.js';

export interface RevokeNotificationDeps {
  db: Db;
  clock: Clock;
  newId: (nowMs: number) => string;
}

const REASON_MAX_LENGTH = 500;

/**
 * opsRevokeNotification({ packageName, notificationId, reason }) (docs/api.md "App notifications"): support takes one
 * notification out of its app's feed (apps that have not fetched it never will), marks it in the owner's history and
 * audits. A repeat changes nothing more and is audited again. A whole account is stopped by opsRevokeAccountBuilds,
 * after which its apps' feeds answer 404.
 */
export async function opsRevokeNotification(
  deps: RevokeNotificationDeps,
  caller: Caller,
  data: unknown,
): Promise<OpsRevokeNotificationResult> {
  await requireSupport(deps.db, caller);
  const fields = fieldsOf(data);
  if (typeof fields.packageName !== 'string' || packageNameProblem(fields.packageName) !== null)
    throw new HttpsError('invalid-argument', 'packageName must be an Android package name.');
  if (typeof fields.notificationId !== 'string' || !NOTIFICATION_ID_PATTERN.test(fields.notificationId))
    throw new HttpsError('invalid-argument', 'notificationId must be the id of a notification.');
  const reason = parseText(fields.reason, 'reason', REASON_MAX_LENGTH);
  const { packageName, notificationId } = fields as { packageName: string; notificationId: string };
  const key = packageKey(packageName);
  const uid = (await deps.db.get<PackageClaim>(packageClaimPath(key)))?.uid;
  const path = uid ? notificationPath(uid, key, notificationId) : null;
  const record = path ? await deps.db.get<NotificationRecord>(path) : null;
  if (!uid || !path || !record)
    throw new HttpsError('not-found', `There is no notification ${notificationId} of ${packageName}.`);
  const now = deps.clock.now();
  const removed = await removeFromFeed(deps.db, key, notificationId);
  await deps.db.transaction<NotificationRecord>(path, (current) =>
    current === null ? null : { ...current, revokedAt: current.revokedAt ?? now },
  );
  logs.notificationRevoked(packageName, notificationId, caller.uid);
  const auditId = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id: auditId,
    at: now,
    action: 'opsRevokeNotification',
    target: { uid, packageName, notificationId },
    before: { inFeed: removed },
    after: { inFeed: false, reason },
  });
  return { auditId, revokedAt: record.revokedAt ?? now };
}
