import type { TimelineAttachment } from '@contracts/conversation';
import type { OpsTarget } from '@contracts/ops';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { resolveApiUrl } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { startDownload } from '@/lib/start-download';
import { toast } from '@/lib/toast';
import { actionError, attachmentLink } from '../api/ops-actions';

/** A file a customer attached to a message: support downloads it through a fresh signed link (opsAttachmentLink). */
export function AttachmentButton({ target, file }: { target: OpsTarget; file: TimelineAttachment }) {
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const link = await attachmentLink({ ...target, attachmentId: file.id });
      startDownload(resolveApiUrl(link.url), file.fileName);
    } catch (error) {
      toast.error(actionError(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" icon={<DownloadIcon size={16} />} loading={busy} onClick={open}>
      {file.fileName} ({formatBytes(file.size)})
    </Button>
  );
}
