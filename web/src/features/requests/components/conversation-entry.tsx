import type { TimelineAttachment } from '@contracts/conversation';
import type { TimelineEntry } from '@contracts/timeline';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { DownloadIcon } from '@/components/ui/icons';
import { downloadFile } from '@/lib/download-link';
import { formatBytes } from '@/lib/format-bytes';
import { describeEntry, entryBody } from '@/lib/timeline/describe-entry';
import { refusalOf } from '@/lib/report-failure';
import { formatDateTime } from '../lib/format';
import { requestMessages } from '../lib/request-messages';

function AttachmentRow({ requestId, file }: { requestId: string; file: TimelineAttachment }) {
  const [busy, setBusy] = useState(false);
  // The server's refusal (a file removed, a request not paid) under the button, in view and focused; only a failure
  // on the way toasts "try again" (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setRefusal(null);
    try {
      await downloadFile({ requestId, attachmentId: file.id }, file.fileName);
    } catch (error) {
      setRefusal(refusalOf(error, requestMessages.downloadFailed)?.message ?? null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="thread__file">
      <span className="thread__file-name">{file.fileName}</span>
      <span className="thread__file-size">{formatBytes(file.size)}</span>
      <Button
        variant="secondary"
        size="sm"
        icon={<DownloadIcon size={16} />}
        loading={busy}
        onClick={download}
        aria-label={`Download ${file.fileName}`}
      >
        Download
      </Button>
      {refusal ? (
        <div className="thread__file-refusal">
          <FormAlert message={refusal} />
        </div>
      ) : null}
    </li>
  );
}

const AUTHOR = { customer: 'You', support: 'Apkforge team', system: 'Apkforge' } as const;

/**
 * One entry of the conversation: a message (the team's or the customer's, with its files) as a bubble, anything else
 * (a status, a quote, a payment, a file) as a line between them. `paid` decides whether a file shared for after
 * payment is announced as ready (describeEntry).
 */
export function ConversationEntry({
  entry,
  requestId,
  paid,
  unread,
}: {
  entry: TimelineEntry;
  requestId: string;
  paid: boolean;
  unread: boolean;
}) {
  const body = entryBody(entry);
  const when = (
    <time className="thread__when" dateTime={new Date(entry.at).toISOString()}>
      {formatDateTime(entry.at)}
    </time>
  );
  const isMessage = entry.kind === 'message' || entry.kind === 'reply';
  return (
    <li
      className={`thread__entry thread__entry--${isMessage ? 'message' : 'event'} thread__entry--${entry.by}`}
      data-testid="thread-entry"
      data-kind={entry.kind}
    >
      <p className="thread__head">
        <span className="thread__what">
          {isMessage ? AUTHOR[entry.by] : describeEntry(entry, 'customer', { paid })}
        </span>
        {unread ? <span className="thread__new">New</span> : null}
        {when}
      </p>
      {body ? <p className="thread__body">{body}</p> : null}
      {entry.attachments?.length ? (
        <ul className="thread__files" aria-label="Attached files">
          {entry.attachments.map((file) => (
            <AttachmentRow key={file.id} requestId={requestId} file={file} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
