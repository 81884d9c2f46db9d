import { ApkConfigError } from './errors.js';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rgb' or '#rrggbb' to an opaque ARGB integer; `field` names the config input in errors. */
export function parseColor(value: unknown, field: string): number {
  const match = typeof value === 'string' ? HEX_COLOR.exec(value.trim()) : null;
  if (!match) throw new ApkConfigError(field, `Invalid colour "${value}". Use a hex colour like #0a7 or #00aa77.`);
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return (0xff000000 | parseInt(hex, 16)) >>> 0;
}

export function colorToHex(argb: number): string {
  return `#${(argb & 0xffffff).toString(16).padStart(6, '0')}`;
}

/** WCAG 2 relative luminance. */
function luminance(argb: number): number {
  const channel = (shift: number) => {
    const c = ((argb >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

const WHITE = 0xffffffff;
const INK = 0xff1f1f1f;

/** WCAG's minimum contrast for large text: a launcher letter and bar icons qualify. */
const LARGE_TEXT_CONTRAST = 3;

/** White when it reads well on the background (as Material colours expect), otherwise near-black. */
export function contrastingInk(background: number): number {
  const l = luminance(background);
  const white = 1.05 / (l + 0.05);
  return white >= LARGE_TEXT_CONTRAST || white >= (l + 0.05) / (luminance(INK) + 0.05) ? WHITE : INK;
}

export function isLight(color: number): boolean {
  return contrastingInk(color) === INK;
}
