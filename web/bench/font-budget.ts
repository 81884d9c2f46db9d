import type { Rolldown } from 'vite';

type Asset = Rolldown.OutputAsset;

/**
 * The app ships its own font files (web/src/styles/fonts.css, docs/architecture.md "The app's font"). Their budget:
 * every face at most 16 KiB (one weight of Noto Sans' latin subset is about 13 KiB), all of them together at most
 * 72 KiB, only woff2, and every @font-face swaps (text paints at once in the fallback font, never waits for a file).
 */
const FONT_BUDGET = { perFileBytes: 16 * 1024, totalBytes: 72 * 1024 } as const;

export interface FontReport {
  files: Array<{ file: string; bytes: number }>;
  totalBytes: number;
  /** @font-face rules in the emitted CSS, and how many of them say `font-display: swap`. */
  faces: number;
  swapping: number;
  problems: string[];
}

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;

const sizeOf = (source: string | Uint8Array) =>
  typeof source === 'string' ? Buffer.byteLength(source) : source.length;

export function checkFonts(assets: ReadonlyMap<string, Asset>): FontReport {
  const files = [...assets.values()]
    .filter((asset) => FONT_FILE.test(asset.fileName))
    .map((asset) => ({ file: asset.fileName, bytes: sizeOf(asset.source) }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const css = [...assets.values()]
    .filter((asset) => asset.fileName.endsWith('.css'))
    .map((asset) => (typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8')));
  const faces = css.flatMap((text) => text.match(/@font-face\s*{[^}]*}/g) ?? []);
  const swapping = faces.filter((face) => /font-display:\s*swap/.test(face)).length;
  const totalBytes = files.reduce((total, file) => total + file.bytes, 0);
  const problems = [
    ...files.filter((file) => !file.file.endsWith('.woff2')).map((file) => `${file.file} is not woff2`),
    ...files
      .filter((file) => file.bytes > FONT_BUDGET.perFileBytes)
      .map((file) => `${file.file} is ${file.bytes} bytes, over ${FONT_BUDGET.perFileBytes}`),
    ...(totalBytes > FONT_BUDGET.totalBytes
      ? [`the fonts total ${totalBytes} bytes, over ${FONT_BUDGET.totalBytes}`]
      : []),
    ...(faces.length === 0
      ? ['no @font-face in the emitted CSS: the app would use whatever font the machine has']
      : []),
    ...(swapping < faces.length ? [`${faces.length - swapping} @font-face rules do not say font-display: swap`] : []),
  ];
  return { files, totalBytes, faces: faces.length, swapping, problems };
}
