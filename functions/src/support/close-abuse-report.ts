import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import {
  ABUSE_REPORT_NOTE_MAX_LENGTH,
  ABUSE_REPORT_OUTCOMES,
  isAbuseReportOutcome,
  type AbuseReportOutcome,
  type AbuseReportRecord,
  type OpsCloseAbuseReportResult,
} from '../contracts/abuse.js';
import { abuseReportPath } from '../contracts/database-paths.js';
import { isSafeKey } from '../platform/ids.js';
import { appendAudit } from './audit-trail.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseText } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

const OUTCOME_NAMES = Object.keys(ABUSE_REPORT_OUTCOMES).join(', ');

function parseOutcome(value: unknown): AbuseReportOutcome {
  if (!isAbuseReportOutcome(value))
    throw new HttpsError('invalid-argument', `outcome must be one of ${OUTCOME_NAMES}.`);
  return value;
}

/**
 * opsCloseAbuseReport({ reportId, outcome, note? }): support closes a report (docs/api.md "Abuse controls"), which
 * takes it off the console's open list. Closing is once: a repeat with the same outcome changes nothing and answers
 * as the first did; another outcome is refused, so the record never says two things. The close and its audit entry
 * share an id kept on the report, so a retry after a failed audit write completes that entry instead of adding one.
 * The first close's note stands too: a repeat's note is not written.
 */
export async function opsCloseAbuseReport(
  deps: OpsDeps,
  caller: Caller,
  data: unknown,
): Promise<OpsCloseAbuseReportResult> {
  await requireSupport(deps.db, caller);
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.reportId)) throw new HttpsError('invalid-argument', 'reportId is required.');
  const reportId = fields.reportId;
  const outcome = parseOutcome(fields.outcome);
  const note = parseText(fields.note, 'note', ABUSE_REPORT_NOTE_MAX_LENGTH, { optional: true });

  const now = deps.clock.now();
  const auditId = deps.newId(now);
  const closing = { closedAt: now, closedBy: caller.uid, outcome, ...(note ? { note } : {}), closeAuditId: auditId };
  const seen = { before: null as AbuseReportRecord | null };
  const result = await deps.db.transaction<AbuseReportRecord>(abuseReportPath(reportId), (current) => {
    seen.before = current;
    // null stays null (a stale first read, or no such report); a closed report is never rewritten.
    if (current === null || current.status === 'closed') return current;
    return { ...current, status: 'closed', ...closing };
  });
  const report = result.value;
  if (report === null) throw new HttpsError('not-found', `There is no abuse report ${reportId}.`);
  if (report.outcome !== outcome) {
    const closedAs = report.outcome ? ABUSE_REPORT_OUTCOMES[report.outcome] : 'another outcome';
    throw new HttpsError(
      'failed-precondition',
      `This report is already closed as "${closedAs}"; it cannot be closed again as "${ABUSE_REPORT_OUTCOMES[outcome]}".`,
    );
  }
  const changed = seen.before?.status === 'open';
  // Only this callable closes a report and it always sets both; the fallbacks are this call's own values.
  const closedAt = report.closedAt ?? now;
  const closeAuditId = report.closeAuditId ?? auditId;
  // Written (or, on the closer's own retry, completed) under the close's id; create-if-absent keeps it once.
  if (changed || report.closedBy === caller.uid) {
    await appendAudit(deps.db, caller, {
      id: closeAuditId,
      at: closedAt,
      action: 'opsCloseAbuseReport',
      target: { reportId },
      before: { status: 'open' },
      after: { status: 'closed', outcome, ...(report.note ? { note: report.note } : {}) },
    });
  }
  return { auditId: closeAuditId, closedAt, changed };
}
