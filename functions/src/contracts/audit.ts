// Every support action, append-only (docs/data-model.md `audit/{auditId}`): who did what to which request, with the
// fields before and after. Written by the ops callables; readable by support; writable by no client.

export interface AuditEntry {
  id: string;
  at: number;
  actorUid: string;
  actorEmail: string;
  /** The callable's name, e.g. 'opsSetStatus'. */
  action: string;
  /** An account (uid), a request (uid and requestId), an abuse report (reportId) or an update campaign. */
  target: { uid?: string; requestId?: string; reportId?: string; campaignId?: string };
  /** The changed fields before and after. The database stores no nulls: absent (read as null) when empty. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
