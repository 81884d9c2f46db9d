import type { AbuseReportRecord } from '@contracts/abuse';
import { useEffect, useState } from 'react';
import { actionError, loadAbuseReports } from '../api/ops-actions';

const when = (ms: number) => new Date(ms).toLocaleString('en-IN');

/**
 * The open abuse reports (opsAbuseReports), newest first. Support finds the account from the package name or link
 * (the request page's Abuse action revokes it); the reports themselves stay server-only.
 */
export function OpsAbuseReports({ load = loadAbuseReports }: { load?: typeof loadAbuseReports }) {
  const [reports, setReports] = useState<AbuseReportRecord[] | string | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((result) => live && setReports(result.reports))
      .catch((error: unknown) => live && setReports(actionError(error)));
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <section className="ops-abuse" aria-label="Abuse reports">
      <h2>Abuse reports{Array.isArray(reports) ? ` (${reports.length} open)` : ''}</h2>
      {reports === null ? <p>Loading…</p> : null}
      {typeof reports === 'string' ? <p role="alert">{reports}</p> : null}
      {Array.isArray(reports) && reports.length === 0 ? <p>No open reports.</p> : null}
      {Array.isArray(reports) && reports.length > 0 ? (
        <ul className="ops-abuse__list">
          {reports.map((report) => (
            <li key={report.id} data-testid="abuse-report">
              <p>
                <strong className="ops-abuse__app">{report.app}</strong> · {when(report.createdAt)}
                {report.contactEmail ? ` · ${report.contactEmail}` : ''}
                {report.reporterUid ? ` · signed in (${report.reporterUid})` : ' · signed out'}
              </p>
              <p className="ops-abuse__reason">{report.reason}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
