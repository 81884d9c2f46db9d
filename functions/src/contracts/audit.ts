// Every support action, append-only (docs/data-model.md `audit/{auditId}`): who did what to which request, with the
// fields before and after. Written by the ops callables; readable by support; writable by no client.

import { count, definedOnly, fieldsOf, optionalText, text } from './record-fields.js';

export interface AuditEntry {
  id: string;
  at: number;
  actorUid: string;
  actorEmail: string;
  /** The callable's name, e.g. 'opsSetStatus'. */
  action: string;
  /** An account (uid), a request (uid and requestId), an abuse report (reportId), an update campaign, or an app's notification. */
  target: {
    uid?: string;
    requestId?: string;
    reportId?: string;
    campaignId?: string;
    packageName?: string;
    notificationId?: string;
  };
  /** The changed fields before and after. The database stores no nulls: absent (read as null) when empty. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * One `audit/{auditId}` entry as the support console lists it: null for a value that is not a record; the id falls
 * back to the key, the texts to '', the time to 0, the before and after to null.
 */
export function parseAuditEntry(raw: unknown, key: string): AuditEntry | null {
  const r = fieldsOf(raw);
  if (!r) return null;
  const target = fieldsOf(r.target) ?? {};
  return {
    id: text(r.id) || key,
    at: count(r.at),
    actorUid: text(r.actorUid),
    actorEmail: text(r.actorEmail),
    action: text(r.action),
    target: definedOnly({
      uid: optionalText(target.uid),
      requestId: optionalText(target.requestId),
      reportId: optionalText(target.reportId),
      campaignId: optionalText(target.campaignId),
    }),
    before: fieldsOf(r.before),
    after: fieldsOf(r.after),
  };
}
