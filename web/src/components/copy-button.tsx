import { Button } from './ui/button';
import { toast } from '@/lib/toast';

// The same words as the other copy buttons of the product (docs/product.md "Digital Asset Links").
const COPIED = 'Copied to the clipboard.';
const COPY_FAILED = 'Copy failed. Select the text and copy it yourself.';

/** Copies `text`; the button's name says what ("Copy APK SHA-256"), as several sit side by side. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={`Copy ${what}`}>
      Copy
    </Button>
  );
}
