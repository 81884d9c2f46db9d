import { Spinner } from '@/components/ui/spinner';
import { ExternalLinkIcon, ShieldIcon } from '@/components/ui/icons';
import { hostOf } from '@/lib/url';
import type { FrameCheckAnswer } from '@contracts/frame-check';
import type { PreviewPhase } from '../hooks/use-preview';
import { PlaceholderArt } from './placeholder-art';
import './phone-preview.css';

export interface PhonePreviewProps {
  phase: PreviewPhase;
  url: string | null;
  frameCheck?: FrameCheckAnswer;
  /** The server refused to check this address (a port other than 80 or 443, too many checks): its sentence. */
  refusal?: string | null;
}

// Sites need scripts, forms and their own origin (cookies, module scripts) to render as they do on a
// phone. The sandbox still blocks top navigation, downloads and modal prompts from the previewed page.
const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

function BlockedNotice({ url }: { url: string }) {
  const host = hostOf(url);
  return (
    <div className="phone__blocked" role="status">
      <ShieldIcon size={36} />
      <p className="phone__blocked-title">This site can&apos;t be previewed here</p>
      <p className="phone__blocked-text">
        {host} tells browsers not to show it inside other pages, so a preview would stay blank. Your Android app is not
        affected: it opens the site directly.
      </p>
      <a className="phone__blocked-link" href={url} target="_blank" rel="noreferrer noopener">
        Open {host} in a new tab <ExternalLinkIcon size={14} />
      </a>
    </div>
  );
}

function RefusedNotice({ message }: { message: string }) {
  return (
    <div className="phone__blocked" data-testid="preview-refused">
      <ShieldIcon size={36} />
      <p className="phone__blocked-title">This address can&apos;t be previewed</p>
      <p className="phone__blocked-text">{message}</p>
    </div>
  );
}

export function PhonePreview({ phase, url, frameCheck, refusal = null }: PhonePreviewProps) {
  const blocked = frameCheck?.frameable === false || refusal !== null;
  const frameVisible = (phase === 'framing' || phase === 'shown') && url && !blocked;
  const state =
    phase === 'idle'
      ? 'placeholder'
      : refusal !== null
        ? 'refused'
        : phase === 'loading'
          ? 'loading'
          : blocked
            ? 'blocked'
            : phase;
  return (
    <figure className="phone" data-testid="phone-preview" data-state={state} aria-label="Mobile preview">
      <div className="phone__body">
        <div className="phone__screen">
          <div className="phone__statusbar" aria-hidden="true">
            <span>9:41</span>
            <span className="phone__island" />
            <span className="phone__signal">
              <i />
              <i />
              <i />
            </span>
          </div>
          <div className="phone__viewport">
            {phase === 'idle' ? (
              <div className="phone__placeholder">
                <PlaceholderArt />
              </div>
            ) : null}
            {frameVisible ? (
              <iframe
                key={url}
                className="phone__frame"
                data-testid="phone-preview-frame"
                title={`Preview of ${url}`}
                src={url}
                sandbox={PREVIEW_SANDBOX}
                referrerPolicy="no-referrer"
                loading="eager"
              />
            ) : null}
            {phase !== 'idle' && refusal !== null ? <RefusedNotice message={refusal} /> : null}
            {(phase === 'framing' || phase === 'shown') && url && blocked && refusal === null ? (
              <BlockedNotice url={url} />
            ) : null}
            {refusal === null && (phase === 'loading' || (phase === 'framing' && !blocked)) ? (
              <div className="phone__loader">
                <Spinner size={28} label="Loading preview" />
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <figcaption className="visually-hidden">
        {url ? `Preview of ${url}` : 'A phone showing where your website preview will appear'}
      </figcaption>
    </figure>
  );
}
