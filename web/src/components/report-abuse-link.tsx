import { paths } from '@/config/paths';
import './report-abuse-link.css';

/** Where a report about this app starts: the form, with the app (package name or download link) filled in. */
function reportAbuseHref(app?: string): string {
  return app ? `${paths.reportAbuse}?app=${encodeURIComponent(app)}` : paths.reportAbuse;
}

/**
 * The small "Report abuse" link shown wherever a download is offered (docs/product.md "Report abuse"). A plain link
 * that opens a new tab, so it needs no router and never closes the dialog it sits in; reusable by any feature.
 */
export function ReportAbuseLink({ app, className }: { app?: string; className?: string }) {
  return (
    <a
      className={['report-abuse-link', className].filter(Boolean).join(' ')}
      href={reportAbuseHref(app)}
      target="_blank"
      rel="noopener"
    >
      Report abuse
    </a>
  );
}
