import type { Caller } from '../platform/callers/caller.js';
import { OPS_ABUSE_REPORTS_PAGE, type AbuseReportRecord, type OpsAbuseReportsResult } from '../contracts/abuse.js';
import { ABUSE_REPORTS_PATH } from '../contracts/database-paths.js';
import type { OpsDeps } from './ops-deps.js';
import { requireSupport } from './require-support.js';

/**
 * opsAbuseReports({}): the open abuse reports, newest first, for the console. abuseReports/ stays server-only (it
 * holds reporters' addresses); this read is the way in, like opsPayments.
 */
export async function opsAbuseReports(deps: Pick<OpsDeps, 'db'>, caller: Caller): Promise<OpsAbuseReportsResult> {
  requireSupport(caller);
  const open = await deps.db.findByChild<AbuseReportRecord>(ABUSE_REPORTS_PATH, 'status', 'open');
  const reports = Object.values(open)
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
    .slice(0, OPS_ABUSE_REPORTS_PAGE);
  return { reports };
}
