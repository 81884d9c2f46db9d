import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import {
  OPS_ABUSE_REPORTS_PAGE,
  abuseReportAppKey,
  type AbuseReportGroup,
  type AbuseReportRecord,
  type OpsAbuseReportsResult,
} from '../contracts/abuse.js';
import { ABUSE_REPORTS_PATH } from '../contracts/database-paths.js';
import { isSafeKey } from '../platform/ids.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/** A page's reports by app, oldest report first in each group and the group with the oldest report first. */
function groupByApp(reports: readonly AbuseReportRecord[]): AbuseReportGroup[] {
  const groups = new Map<string, AbuseReportGroup>();
  for (const report of reports) {
    const key = abuseReportAppKey(report.app);
    const group = groups.get(key);
    if (group) group.reports.push(report);
    else groups.set(key, { app: report.app, reports: [report] });
  }
  return [...groups.values()];
}

/**
 * opsAbuseReports({ after? }): one page of the open abuse reports, oldest first (report ids are push ids, so key
 * order is time order), grouped by app, for the console (docs/api.md "Abuse controls"). A query on the `status`
 * index reads only the page, never every open report. abuseReports/ stays server-only (it holds reporters'
 * addresses); this read is the way in, like opsPayments.
 */
export async function opsAbuseReports(
  deps: Pick<OpsDeps, 'db'>,
  caller: Caller,
  data: unknown = {},
): Promise<OpsAbuseReportsResult> {
  await requireSupport(deps.db, caller);
  const { after } = fieldsOf(data);
  if (after !== undefined && !isSafeKey(after)) throw new HttpsError('invalid-argument', 'after must be a report id.');
  // One more than a page says whether another page follows.
  const page = await deps.db.findByChildPage<AbuseReportRecord>(
    ABUSE_REPORTS_PATH,
    'status',
    'open',
    after ?? null,
    OPS_ABUSE_REPORTS_PAGE + 1,
  );
  const reports = page.slice(0, OPS_ABUSE_REPORTS_PAGE).map(([id, report]) => ({ ...report, id }));
  const last = reports.at(-1);
  return {
    groups: groupByApp(reports),
    nextAfter: page.length > OPS_ABUSE_REPORTS_PAGE && last ? last.id : null,
  };
}
