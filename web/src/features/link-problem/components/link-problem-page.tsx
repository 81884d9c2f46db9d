import { dashboardRequestPath, parseDownloadLinkPage } from '@contracts/download-link-page';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { linkProblemText } from '../lib/link-problem-text';
import './link-problem-page.css';

/** Where the way forward leads, and what the button says (docs/product.md "Download links"). */
function wayForward(query: NonNullable<ReturnType<typeof parseDownloadLinkPage>>): { to: string; label: string } {
  if (query.problem === 'revoked') return { to: paths.contact, label: 'Contact support' };
  if (query.file.kind === 'deliverable')
    return { to: dashboardRequestPath(query.file.requestId), label: 'Open the request' };
  if (query.problem === 'gone') return { to: paths.dashboard, label: 'Generate the APK again' };
  return { to: `${paths.dashboard}#my-builds`, label: 'Download again from My builds' };
}

/**
 * /download-link: where a browser lands when a download link cannot give its file (the api function redirects
 * here, delivery/link-problem-page.ts). Says why, in plain words, and offers the one way forward; signed out (a phone
 * that scanned a QR code), the way forward starts with logging in.
 */
export function LinkProblemPage() {
  const { search } = useLocation();
  const { session } = useSession();
  const query = parseDownloadLinkPage(search) ?? { problem: 'invalid', file: { kind: 'build' } };
  const text = linkProblemText(query);
  const next = wayForward(query);
  const needsLogin = session.status === 'signed-out' && next.to !== paths.contact;
  return (
    <div className="container link-problem" data-testid="link-problem">
      <title>{`${text.title} · ${brand.name}`}</title>
      <AlertIcon size={40} className="link-problem__icon" />
      <h1>{text.title}</h1>
      <p className="link-problem__reason">{text.reason}</p>
      {needsLogin ? (
        <p className="link-problem__login">Log in first: your builds and requests are in your account.</p>
      ) : null}
      <div className="link-problem__actions">
        <ButtonLink to={needsLogin ? paths.login : next.to} size="lg">
          {needsLogin ? `Log in to ${next.label.charAt(0).toLowerCase()}${next.label.slice(1)}` : next.label}
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary" size="lg">
          Go to home
        </ButtonLink>
      </div>
    </div>
  );
}
