import { ABUSE_REPORT_OUTCOMES, type AbuseReportOutcome, type AbuseReportRecord } from '@contracts/abuse';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { actionError, closeAbuseReport, loadAbuseReports } from '../api/ops-actions';
import { RevokeNotificationForm } from './revoke-notification-form';
import { CloseAbuseReportForm } from './close-abuse-report-form';

const when = (ms: number) => new Date(ms).toLocaleString('en-IN');

/**
 * The open abuse reports (opsAbuseReports), newest first. Support finds the account from the package name or link
 * (the request page's Abuse action revokes it), then closes the report here with an outcome; the reports themselves
 * stay server-only.
 */
export function OpsAbuseReports({
  load = loadAbuseReports,
  close = closeAbuseReport,
}: {
  load?: typeof loadAbuseReports;
  close?: typeof closeAbuseReport;
}) {
  const [reports, setReports] = useState<AbuseReportRecord[] | string | null>(null);
  // Bumped after a close: the list is asked for again, so it shows what the server now holds as open.
  const [version, setVersion] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((result) => live && setReports(result.reports))
      .catch((error: unknown) => live && setReports(actionError(error)));
    return () => {
      live = false;
    };
  }, [load, version]);

  function closed(reportId: string, outcome: AbuseReportOutcome) {
    setReports((current) => (Array.isArray(current) ? current.filter((report) => report.id !== reportId) : current));
    setVersion((value) => value + 1);
    toast.success(`Report closed: ${ABUSE_REPORT_OUTCOMES[outcome]}.`);
    // The closed report's controls are gone; the list's heading keeps the keyboard's place.
    headingRef.current?.focus();
  }

  return (
    <section className="ops-abuse" aria-label="Abuse reports">
      <h2 ref={headingRef} tabIndex={-1}>
        Abuse reports{Array.isArray(reports) ? ` (${reports.length} open)` : ''}
      </h2>
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
              <CloseAbuseReportForm reportId={report.id} app={report.app} onClosed={closed} close={close} />
            </li>
          ))}
        </ul>
      ) : null}
      <RevokeNotificationForm />
    </section>
  );
}
