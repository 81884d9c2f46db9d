import qrcode from 'qrcode-generator';

/** A QR code as one SVG path of its dark modules, in module units, quiet zone included. */
export interface QrDrawing {
  /** Modules per side, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  path: string;
}

// The standard asks for a quiet zone of 4 modules; phone cameras read a code without it less reliably.
const QUIET_ZONE = 4;

/**
 * Encodes `text` (error correction M: a link of about 200 characters stays a code a phone reads from a laptop screen)
 * and draws each run of dark modules in a row as one rectangle, so the path stays short.
 */
export function qrDrawing(text: string): QrDrawing {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count;) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: parts.join('') };
}
