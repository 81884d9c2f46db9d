import {
  ABUSE_REPORT_OUTCOMES,
  type AbuseReportOutcome,
  type OpsAbuseReportsInput,
  type OpsAbuseReportsResult,
} from '@contracts/abuse';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { actionError, closeAbuseReport, loadAbuseReports } from '../api/ops-actions';
import { RevokeNotificationForm } from './revoke-notification-form';
import { CloseAbuseReportForm } from './close-abuse-report-form';

const when = (ms: number) => new Date(ms).toLocaleString('en-IN');

/**
 * The open abuse reports (opsAbuseReports), a page at a time, oldest first, grouped by app: the report that has waited
 * longest comes first, and reports about the same app are handled together. Support finds the account from the package
 * name or link (the request page's Abuse action revokes it), then closes each report here with an outcome; the
 * reports themselves stay server-only.
 */
export function OpsAbuseReports({
  load = loadAbuseReports,
  close = closeAbuseReport,
}: {
  load?: (input: OpsAbuseReportsInput) => Promise<OpsAbuseReportsResult>;
  close?: typeof closeAbuseReport;
}) {
  const [page, setPage] = useState<OpsAbuseReportsResult | string | null>(null);
  // The `after` of each page shown so far: the last is the current page's (undefined for the first).
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  // Bumped after a close: the page is asked for again, so it shows what the server now holds as open.
  const [version, setVersion] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const after = cursors.at(-1);
  useEffect(() => {
    let live = true;
    load(after ? { after } : {})
      .then((result) => live && setPage(result))
      .catch((error: unknown) => live && setPage(actionError(error)));
    return () => {
      live = false;
    };
  }, [load, after, version]);

  function closed(reportId: string, outcome: AbuseReportOutcome) {
    setPage((current) =>
      typeof current === 'object' && current !== null
        ? {
            ...current,
            groups: current.groups
              .map((group) => ({ ...group, reports: group.reports.filter((report) => report.id !== reportId) }))
              .filter((group) => group.reports.length > 0),
          }
        : current,
    );
    setVersion((value) => value + 1);
    toast.success(`Report closed: ${ABUSE_REPORT_OUTCOMES[outcome]}.`);
    // The closed report's controls are gone; the list's heading keeps the keyboard's place.
    headingRef.current?.focus();
  }

  function turn(next: Array<string | undefined>) {
    setCursors(next);
    setPage(null);
    headingRef.current?.focus();
  }

  const loaded = typeof page === 'object' && page !== null ? page : null;
  const count = loaded ? loaded.groups.reduce((sum, group) => sum + group.reports.length, 0) : 0;
  return (
    <section className="ops-abuse" aria-labelledby="ops-abuse-title">
      <h2 id="ops-abuse-title" ref={headingRef} tabIndex={-1}>
        Abuse reports
      </h2>
      {page === null ? <p>Loading…</p> : null}
      {typeof page === 'string' ? <p role="alert">{page}</p> : null}
      {loaded && count === 0 ? <p>No open reports{cursors.length > 1 ? ' on this page' : ''}.</p> : null}
      {loaded && count > 0 ? (
        <p className="ops-abuse__count" aria-live="polite">
          {count} open report{count === 1 ? '' : 's'} on this page, oldest first, grouped by app.
        </p>
      ) : null}
      {loaded?.groups.map((group) => (
        <section key={group.reports[0]?.id ?? group.app} className="ops-abuse__group" aria-label={group.app}>
          <h3 className="ops-abuse__group-title">
            <span className="ops-abuse__group-app">{group.app}</span>{' '}
            <span className="ops-abuse__group-count">
              ({group.reports.length} report{group.reports.length === 1 ? '' : 's'})
            </span>
          </h3>
          <ul className="ops-abuse__list">
            {group.reports.map((report) => (
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
        </section>
      ))}
      {loaded && (cursors.length > 1 || loaded.nextAfter) ? (
        <nav className="ops-abuse__pager" aria-label="Abuse report pages">
          {cursors.length > 1 ? (
            <Button size="sm" variant="secondary" onClick={() => turn([undefined])}>
              Back to the oldest
            </Button>
          ) : null}
          {loaded.nextAfter ? (
            <Button size="sm" variant="secondary" onClick={() => turn([...cursors, loaded.nextAfter ?? undefined])}>
              Next page
            </Button>
          ) : null}
        </nav>
      ) : null}
      <RevokeNotificationForm />
    </section>
  );
}
