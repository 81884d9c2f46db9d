import { useState } from 'react';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-alert';
import { DownloadIcon } from './ui/icons';
import { downloadFile, fileGoneMessage } from '@/lib/download-link';
import { refusalOrToast } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import './build-download-button.css';

const STARTED = 'Download started.';
const FAILED = 'Download failed. Please try again.';

export interface BuildDownloadButtonProps {
  buildId: string;
  fileName: string;
  /** The server said the file is gone for good: the caller shows that sentence in place of the button. */
  onGone: (message: string) => void;
  /** The button's accessible name where several sit on one page ("Download My Shop 1.0.3"). */
  label?: string;
  variant?: 'primary' | 'secondary';
}

/**
 * Downloads a free build through a fresh signed link made at each click (docs/api.md "Downloads"): a link is single-use
 * and short-lived, so none is kept, and a customer never has to rebuild to get the file again.
 */
export function BuildDownloadButton({
  buildId,
  fileName,
  onGone,
  label,
  variant = 'primary',
}: BuildDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  // Any other refusal (a revoked account...) under the button, in view and focused; only a failure on the way toasts
  // "try again" (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setRefusal(null);
    try {
      await downloadFile({ buildId }, fileName);
      toast.success(STARTED);
    } catch (error) {
      const gone = fileGoneMessage(error);
      if (gone) onGone(gone);
      else setRefusal(refusalOrToast(error, FAILED)?.message ?? null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={variant}
        size="sm"
        icon={<DownloadIcon size={16} />}
        loading={busy}
        onClick={download}
        aria-label={label}
      >
        Download APK
      </Button>
      {refusal ? (
        <div className="build-download__refusal">
          <FormAlert message={refusal} />
        </div>
      ) : null}
    </>
  );
}
