import type { TimelineAttachment } from '@contracts/conversation';
import type { OpsTarget } from '@contracts/ops';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { DownloadIcon } from '@/components/ui/icons';
import { resolveApiUrl } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { refusalOf } from '@/lib/report-failure';
import { startDownload } from '@/lib/start-download';
import { attachmentLink } from '../api/ops-actions';

const DOWNLOAD_FAILED = 'Download failed. Please try again.';

/** A file a customer attached to a message: support downloads it through a fresh signed link (opsAttachmentLink). */
export function AttachmentButton({ target, file }: { target: OpsTarget; file: TimelineAttachment }) {
  const [busy, setBusy] = useState(false);
  // The server's refusal under the button, in view and focused; only a failure on the way toasts (docs/product.md
  // §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setRefusal(null);
    try {
      const link = await attachmentLink({ ...target, attachmentId: file.id });
      startDownload(resolveApiUrl(link.url), file.fileName);
    } catch (error) {
      setRefusal(refusalOf(error, DOWNLOAD_FAILED)?.message ?? null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="secondary" size="sm" icon={<DownloadIcon size={16} />} loading={busy} onClick={open}>
        {file.fileName} ({formatBytes(file.size)})
      </Button>
      {refusal ? <FormAlert message={refusal} /> : null}
    </>
  );
}
