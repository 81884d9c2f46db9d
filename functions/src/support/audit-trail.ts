import { auditPath } from '../contracts/database-paths.js';
import type { AuditEntry } from '../contracts/audit.js';
import type { Caller } from '../platform/callers/caller.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';

/**
 * Appends one audit entry (docs/data-model.md `audit/{auditId}`): create-if-absent, so a retried write cannot
 * rewrite history. Called after the change it records was written.
 */
export async function appendAudit(
  db: Db,
  actor: Caller,
  entry: Omit<AuditEntry, 'actorUid' | 'actorEmail'>,
): Promise<void> {
  const record: AuditEntry = { ...entry, actorUid: actor.uid, actorEmail: actor.email ?? '' };
  await db.transaction<AuditEntry>(auditPath(entry.id), (current) => current ?? record);
  logs.supportAction(actor.uid, entry.action, entry.target, entry.id);
}
