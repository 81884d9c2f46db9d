import type { TimelineAttachment } from '@contracts/conversation';
import type { TimelineEntry } from '@contracts/timeline';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { downloadFile, fileGoneMessage } from '@/lib/download-link';
import { formatBytes } from '@/lib/format-bytes';
import { describeEntry, entryBody } from '@/lib/timeline/describe-entry';
import { toast } from '@/lib/toast';
import { formatDateTime } from '../lib/format';

function AttachmentRow({ requestId, file }: { requestId: string; file: TimelineAttachment }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile({ requestId, attachmentId: file.id }, file.fileName);
    } catch (error) {
      toast.error(fileGoneMessage(error) ?? 'Download failed. Please try again.');
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
