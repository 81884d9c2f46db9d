import { ICON_MAX_BYTES } from '@contracts/limits';
import { messages } from './validation';

// docs/product.md §5, §9: PNG or JPEG only, at most ICON_MAX_BYTES (the rules and the server say the same), a
// warning under ICON_WARNING_MIN_SIDE px (smallIconWarning in contracts/limits, which the command line shares).
const acceptedTypes = ['image/png', 'image/jpeg'];
export const ICON_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export type IconCheck = { ok: true } | { ok: false; message: string };

export function checkIconFile(file: Pick<File, 'type' | 'size' | 'name'>): IconCheck {
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  const typeKnown = file.type !== '';
  if (typeKnown ? !acceptedTypes.includes(file.type) : !byName) return { ok: false, message: messages.iconFormat };
  if (file.size > ICON_MAX_BYTES) return { ok: false, message: messages.iconTooLarge };
  return { ok: true };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

export function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('Could not read the image'));
    image.src = dataUrl;
  });
}
