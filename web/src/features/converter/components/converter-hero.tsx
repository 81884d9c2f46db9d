import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon, DownloadIcon, SmartphoneIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { hostOf, normalizeWebsiteUrl } from '@/lib/url';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { useFrameCheck } from '../api/check-frame';
import { usePreview } from '../hooks/use-preview';
import { PhonePreview } from './phone-preview';
import './converter-hero.css';

export interface ConverterHeroProps {
  title: ReactNode;
  lead: ReactNode;
  eyebrow?: ReactNode;
  /** 'Generate free APK': the previewed (or typed) address. */
  onGenerate: (url: string) => void;
  /** Dashboard look: shorter, wider, so the requests below stay in view. */
  compact?: boolean;
  /** An address typed before signing in: filled in, and its preview started at once. */
  initialUrl?: string;
}

// What every APK carries (docs/shell-contract.md "Signing"): v2 and v3, v3 with the lineage after a key rotation.
const highlights = ['Signed with APK Signature Schemes v2 + v3', 'Ready in seconds', 'No code, no SDK'];

export function ConverterHero({ title, lead, eyebrow, onGenerate, compact = false, initialUrl }: ConverterHeroProps) {
  const [input, setInput] = useState(initialUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const deviceRef = useRef<HTMLDivElement>(null);
  const preview = usePreview();
  const frameCheck = useFrameCheck(preview.url);
  const resumed = useRef(false);

  useEffect(() => {
    if (resumed.current || !initialUrl) return;
    resumed.current = true;
    preview.start(initialUrl);
    revealDevice();
  });

  function startPreview(event: FormEvent) {
    event.preventDefault();
    const checked = normalizeWebsiteUrl(input);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setInput(checked.url);
    preview.start(checked.url);
    revealDevice();
  }

  // In one column (phones) the mock-up sits below the form, off screen: bring it into view as the preview starts.
  function revealDevice() {
    const device = deviceRef.current;
    if (!device) return;
    const { top, bottom } = device.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    device.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  }

  function generate() {
    const typed = normalizeWebsiteUrl(input);
    const url = typed.ok ? typed.url : preview.url;
    if (url) onGenerate(url);
  }

  const unreachable = frameCheck.data?.frameable === null && preview.phase === 'shown';
  // The server would not check this address (docs/api.md frame check: ports 80 and 443 only, a rate limit): its
  // own sentence, in the phone and beside the address, which takes the focus (docs/product.md §2 "Home").
  const refusal = previewRefusal(frameCheck.error);
  useEffect(() => {
    if (refusal) inputRef.current?.focus();
  }, [refusal]);
  const fieldError = error ?? refusal;
  return (
    <section className={`hero${compact ? ' hero--compact' : ''}`} aria-labelledby="hero-title">
      <div className={`container hero__inner${compact ? ' container--wide' : ''}`}>
        <div className="hero__copy">
          {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="hero__title" id="hero-title">
            {title}
          </h1>
          <p className="hero__lead">{lead}</p>
          <form className="hero__form" onSubmit={startPreview} noValidate>
            <label className="hero__label" htmlFor="website-url">
              Website URL
            </label>
            <div className="hero__input-row">
              <input
                ref={inputRef}
                id="website-url"
                className="hero__input"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://your-website.com"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'website-url-error' : 'website-url-hint'}
              />
            </div>
            {fieldError ? (
              <p className="hero__error" id="website-url-error" role="alert">
                {fieldError}
              </p>
            ) : (
              <p className="hero__hint" id="website-url-hint">
                We add https:// if you leave it out.
              </p>
            )}
            <div className="hero__actions">
              <Button
                type="submit"
                variant="on-ink"
                size="lg"
                icon={<SmartphoneIcon size={18} />}
                loading={preview.phase === 'loading'}
              >
                Preview in mobile
              </Button>
              <Button
                variant="accent"
                size="lg"
                icon={<DownloadIcon size={18} />}
                disabled={!preview.apkReady}
                onClick={generate}
              >
                Generate free APK
              </Button>
            </div>
            {!preview.apkReady ? (
              <p className="hero__hint">Preview your site first; the APK button unlocks a moment later.</p>
            ) : null}
          </form>
          <ul className="hero__highlights">
            {highlights.map((item) => (
              <li key={item}>
                <CheckIcon size={16} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__device" ref={deviceRef}>
          <PhonePreview phase={preview.phase} url={preview.url} frameCheck={frameCheck.data} refusal={refusal} />
          {unreachable && preview.url ? (
            <div className="hero__device-note">
              <Notice tone="info">
                We could not reach {hostOf(preview.url)} from our server. If the preview stays blank, check the address.
              </Notice>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A refusal of the frame check (4xx with the server's sentence); a failure to reach it is no reason to say no. */
function previewRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : null;
}
