import { SCREENSHOT_RULES } from '@contracts/play-listing';
import type { ScreenshotRecord } from '@contracts/publishing';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { UploadIcon } from '@/components/ui/icons';
import { addScreenshot, refusalOf, removeScreenshot } from '../api/publishing-calls';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read. Please choose it again.'));
    reader.readAsDataURL(file);
  });
}

/** 2 to 8 phone screenshots: each checked by the server from its real header (size, shape, format). */
export function ScreenshotsField({ requestId, screenshots }: { requestId: string; screenshots: ScreenshotRecord[] }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = busy || screenshots.length >= SCREENSHOT_RULES.max;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setBusy(true);
    setError(null);
    try {
      for (const file of files) await addScreenshot(requestId, await readDataUrl(file));
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    setError(null);
    try {
      await removeScreenshot(requestId, id);
    } catch (failure) {
      setError(refusalOf(failure).message);
    }
  }

  return (
    <div className="publishing__part">
      <h4 className="publishing__title">
        Phone screenshots ({screenshots.length} of {SCREENSHOT_RULES.min} to {SCREENSHOT_RULES.max})
      </h4>
      <p className="muted">
        PNG or JPEG, each side {SCREENSHOT_RULES.minSide} to {SCREENSHOT_RULES.maxSide} px, the longer side at most
        twice the shorter, at most 4 MB.
      </p>
      {screenshots.length ? (
        <ul className="publishing__shots">
          {screenshots.map((shot, index) => (
            <li key={shot.id}>
              Screenshot {index + 1}: {shot.width}x{shot.height} {shot.format.toUpperCase()}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void remove(shot.id)}
                aria-label={`Remove screenshot ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The browser's own file control is a 22 px strip on a phone: it stays (hidden) for the keyboard and screen
          readers, and its label is the button a thumb hits, 44 px on phones like every button (docs/product.md §2). */}
      <div className="publishing__file">
        <input
          id={inputId}
          className="visually-hidden btn-file__input"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={full}
          onChange={(event) => void add(event)}
        />
        <label className={`btn btn--secondary btn--sm btn-file${full ? ' is-disabled' : ''}`} htmlFor={inputId}>
          <UploadIcon size={16} />
          {busy ? 'Adding screenshots…' : 'Add screenshots'}
        </label>
      </div>
      {error ? <FormAlert message={error} /> : null}
    </div>
  );
}
