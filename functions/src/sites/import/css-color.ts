/**
 * A colour a site declares (manifest theme_color/background_color, theme-color meta) as the '#rrggbb' the engine
 * takes, or null. CSS allows much more; the forms sites use are hex, rgb()/rgba() and a few keywords. Alpha is
 * dropped: an Android bar or splash colour is opaque.
 */
const KEYWORDS: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  gray: '#808080',
  grey: '#808080',
  navy: '#000080',
  teal: '#008080',
  maroon: '#800000',
  silver: '#c0c0c0',
};

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

export function cssColorToHex(value: string | null): string | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const keyword = KEYWORDS[text];
  if (keyword) return keyword;
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return `#${full}`;
  }
  const rgb = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/.exec(text);
  if (rgb) {
    const channel = (part: string) => (part.endsWith('%') ? (parseFloat(part) * 255) / 100 : parseFloat(part));
    return `#${[rgb[1]!, rgb[2]!, rgb[3]!].map((part) => hex2(channel(part))).join('')}`;
  }
  return null;
}
