import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { deliverableMessages as m } from '../lib/deliverable-messages';
import { formatWhen } from '@/lib/format-when';
import { KeyExportDialog } from './key-export-dialog';

/** A package's upload key: when it was last exported, and the button that exports it. */
export function UploadKeyRow({ packageName, lastExportedAt }: { packageName: string; lastExportedAt?: number }) {
  const [exporting, setExporting] = useState(false);
  return (
    <div className="upload-key">
      <p className="muted upload-key__when" data-testid="key-last-exported">
        {lastExportedAt ? m.keyLastExported(formatWhen(lastExportedAt)) : m.keyNeverExported}
      </p>
      <Button variant="secondary" size="sm" icon={<ShieldIcon size={16} />} onClick={() => setExporting(true)}>
        {m.keyExportButton}
      </Button>
      {exporting ? <KeyExportDialog packageName={packageName} onClose={() => setExporting(false)} /> : null}
    </div>
  );
}
