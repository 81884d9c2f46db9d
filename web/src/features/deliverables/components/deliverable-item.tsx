import type { DeliverableRecord } from '@contracts/deliverables';
import { useState } from 'react';
import { ReportAbuseLink } from '@/components/report-abuse-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { DownloadIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download-link';
import { formatBytes } from '@/lib/format-bytes';
import { refusalOf } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import { deliverableMessages as m } from '../lib/deliverable-messages';

const DOWNLOAD_LABEL = { aab: 'Download AAB', apk: 'Download APK', file: 'Download', link: '' } as const;

function StatusBadge({ status }: { status: DeliverableRecord['status'] }) {
  if (status === 'ready') return <Badge tone="success">Ready</Badge>;
  if (status === 'failed') return <Badge tone="danger">Failed</Badge>;
  return <Badge tone="info">Building</Badge>;
}

function Facts({ item }: { item: DeliverableRecord }) {
  const facts: Array<[string, string, boolean?]> = [];
  if (item.size !== undefined) facts.push(['Size', formatBytes(item.size)]);
  if (item.packageName) facts.push(['Package', item.packageName, true]);
  if (item.versionCode !== undefined) facts.push(['versionCode', String(item.versionCode)]);
  if (item.certificateSha256) facts.push(['Upload certificate SHA-256', item.certificateSha256, true]);
  if (facts.length === 0) return null;
  return (
    <dl className="deliverable__facts">
      {facts.map(([term, value, mono]) => (
        <div key={term} className={term.startsWith('Upload') ? 'deliverable__fact--wide' : undefined}>
          <dt>{term}</dt>
          <dd className={mono ? 'deliverable__mono' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One file or link of a request: building, ready (download or open) or failed (what happened). `locked`: support
 * shared it for after payment on an unpaid request, so it is listed with what it is but downloads once paid.
 */
export function DeliverableItem({
  requestId,
  item,
  locked = false,
}: {
  requestId: string;
  item: DeliverableRecord;
  locked?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  // The server's refusal (a revoked or gone file, a request not paid) under the button, in view and focused; only a
  // failure on the way toasts "try again" (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setRefusal(null);
    try {
      await downloadFile({ requestId, deliverableId: item.id }, item.fileName ?? item.label);
      toast.success(m.downloadStarted);
    } catch (failure) {
      setRefusal(refusalOf(failure, m.downloadFailed)?.message ?? null);
    } finally {
      setBusy(false);
    }
  }

  const ready = item.status === 'ready' && !locked;
  return (
    <li
      className="deliverable"
      data-testid="deliverable"
      data-kind={item.kind}
      data-status={locked ? 'after-payment' : item.status}
    >
      <div className="deliverable__head">
        <p className="deliverable__label">{item.label}</p>
        {locked ? <Badge tone="warning">{m.afterPaymentBadge}</Badge> : <StatusBadge status={item.status} />}
      </div>
      {locked ? (
        <p className="deliverable__note">
          {item.fileName ? `${item.fileName} · ` : ''}
          {m.afterPaymentNote}
        </p>
      ) : null}
      {item.status === 'building' ? (
        <p className="deliverable__note">
          <Spinner size={14} /> {m.building}
        </p>
      ) : null}
      {item.status === 'failed' ? (
        <p className="deliverable__error">
          {item.error ? `${item.error} ` : ''}
          {m.supportTold}
        </p>
      ) : null}
      {ready ? <Facts item={item} /> : null}
      {ready && item.kind !== 'link' ? (
        <div className="deliverable__actions">
          <Button variant="primary" size="sm" icon={<DownloadIcon size={16} />} loading={busy} onClick={download}>
            {DOWNLOAD_LABEL[item.kind]}
          </Button>
          {item.fileName ? <span className="deliverable__file muted">{item.fileName}</span> : null}
          <ReportAbuseLink app={item.packageName ?? item.fileName} className="deliverable__report" />
        </div>
      ) : null}
      {ready && refusal ? <FormAlert message={refusal} /> : null}
      {ready && item.kind === 'link' && item.url ? (
        <div className="deliverable__actions">
          <a
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLinkIcon size={16} /> Open link
          </a>
        </div>
      ) : null}
    </li>
  );
}
