import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import {
  REVOCATION_REASON_MAX_LENGTH,
  type OpsRevokeAccountBuildsResult,
  type RevocationRecord,
} from '../contracts/abuse.js';
import { revocationPath, userBuildsStoragePrefix } from '../contracts/database-paths.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { appendAudit } from './audit-trail.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseText } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsRevokeAccountBuilds({ uid, reason }): support's answer to an abuse report (docs/api.md "Abuse controls"). Marks
 * the account revoked at `revocations/{uid}` (the first revocation stands; a repeat only deletes again), deletes its
 * free-build files, and audits. From then on every download path and every build checks the mark (platform/callers/revoked-account.ts):
 * links made before it fail, no new build or link is made.
 */
export async function opsRevokeAccountBuilds(
  deps: OpsDeps,
  caller: Caller,
  data: unknown,
): Promise<OpsRevokeAccountBuildsResult> {
  await requireSupport(deps.db, caller);
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.uid)) throw new HttpsError('invalid-argument', 'uid is required.');
  const uid = fields.uid;
  const reason = parseText(fields.reason, 'reason', REVOCATION_REASON_MAX_LENGTH);
  const now = deps.clock.now();
  const record: RevocationRecord = { revokedAt: now, reason, actorUid: caller.uid };
  const seen = { before: null as RevocationRecord | null };
  const result = await deps.db.transaction<RevocationRecord>(revocationPath(uid), (current) => {
    seen.before = current;
    return current ?? record;
  });
  const { before } = seen;
  const filesDeleted = await deps.files.deletePrefix(userBuildsStoragePrefix(uid));
  logs.accountBuildsRevoked(uid, caller.uid, filesDeleted);
  const id = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id,
    at: now,
    action: 'opsRevokeAccountBuilds',
    target: { uid },
    before: before ? { revokedAt: before.revokedAt } : null,
    after: { revokedAt: result.value?.revokedAt ?? now, reason, filesDeleted },
  });
  return { auditId: id, filesDeleted };
}
