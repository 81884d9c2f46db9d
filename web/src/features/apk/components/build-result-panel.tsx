import { DEFAULT_THEME_COLOR } from '@contracts/app-options';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BuildDownloadButton } from '@/components/build-download-button';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { formatBytes } from '@/lib/format-bytes';
import type { MintLink } from '../hooks/use-qr-link';
import type { BuildResult } from '../lib/build-result';
import { buildResultMessages as m } from '../lib/build-result-messages';
import { AppIcon } from './app-preview';
import { BuildQr } from './build-qr';
import { InstallGuide } from './install-guide';
import './build-result-panel.css';

interface Fact {
  term: string;
  value: string;
  /** Long hex: shown in monospace across the whole row, with a copy button. */
  copy?: string;
}

function factsOf(build: BuildResult): Fact[] {
  const facts: Fact[] = [];
  if (build.packageName) facts.push({ term: 'Package', value: build.packageName });
  if (build.versionCode !== undefined) facts.push({ term: 'versionCode', value: String(build.versionCode) });
  if (build.versionName) facts.push({ term: 'Version name', value: build.versionName });
  if (build.size !== undefined) facts.push({ term: 'Size', value: formatBytes(build.size) });
  if (build.sha256) facts.push({ term: 'APK SHA-256', value: build.sha256, copy: 'APK SHA-256' });
  if (build.certificateSha256) {
    facts.push({
      term: 'Signing certificate SHA-256',
      value: build.certificateSha256,
      copy: 'signing certificate SHA-256',
    });
  }
  return facts;
}

export interface BuildResultPanelProps {
  build: BuildResult;
  onClose: () => void;
  /** Beside the download button: where a report link for the file goes. */
  downloadAside?: ReactNode;
  /** Tests pass their own link maker; the app uses createDownloadLink. */
  mintQrLink?: MintLink;
}

/**
 * What a free build made, in place on the page once the form closes (docs/product.md "Build result"): the app, its
 * facts and fingerprints, a download of its own, a QR code for the phone and the three install steps. It takes the
 * focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function BuildResultPanel({ build, onClose, downloadAside, mintQrLink }: BuildResultPanelProps) {
  const region = useRef<HTMLElement>(null);
  const [gone, setGone] = useState<string | null>(null);
  useEffect(() => {
    region.current?.focus();
  }, [build.buildId]);

  return (
    <Card
      as="section"
      ref={region}
      tabIndex={-1}
      className="build-result"
      aria-labelledby="build-result-title"
      data-testid="build-result"
    >
      <div className="build-result__head">
        <AppIcon
          className="build-result__icon"
          appName={build.appName}
          icon={build.icon}
          themeColor={build.themeColor ?? DEFAULT_THEME_COLOR}
        />
        <div className="build-result__heading">
          <h2 id="build-result-title" className="build-result__title">
            {m.title}
          </h2>
          <p className="build-result__name">{build.appName}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {m.close}
        </Button>
      </div>
      <p className="build-result__lead">{m.lead(build.appName)}</p>
      <dl className="build-result__facts">
        {factsOf(build).map((fact) => (
          <div key={fact.term} className={fact.copy ? 'build-result__fact--wide' : undefined}>
            <dt>{fact.term}</dt>
            <dd className={fact.copy ? 'build-result__mono' : undefined}>
              {fact.value}
              {fact.copy ? <CopyButton text={fact.value} what={fact.copy} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="build-result__actions">
        {gone ? (
          <Notice tone="warning">{gone}</Notice>
        ) : (
          <BuildDownloadButton
            buildId={build.buildId}
            fileName={build.fileName}
            onGone={setGone}
            label={`Download APK: ${build.fileName}`}
          />
        )}
        <span className="build-result__file muted">{build.fileName}</span>
        {downloadAside}
      </div>
      <div className="build-result__columns">
        <BuildQr buildId={build.buildId} appName={build.appName} mint={mintQrLink} />
        <InstallGuide fileName={build.fileName} />
      </div>
    </Card>
  );
}
