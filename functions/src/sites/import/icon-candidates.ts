import type { IconLink } from './parse-head.js';
import type { ManifestIcon } from './parse-manifest.js';

/** An icon file worth downloading, best first (icon-candidates.test.ts). */
interface IconCandidate {
  url: URL;
  /** The largest side the site declares, or null when it does not say. */
  declaredSide: number | null;
}

export interface IconSurvey {
  candidates: IconCandidate[];
  /** The site's only icon big enough is vector (SVG), which Android launchers cannot use. */
  svgOnly: boolean;
  /** Raster icons were declared, but all smaller than the minimum. */
  onlySmall: boolean;
}

interface Declared {
  url: URL;
  declaredSide: number | null;
  vector: boolean;
  unusable: boolean;
  /** 0 best: manifest "any", then apple-touch-icon, page icons, maskable (drawn with a safe-zone margin). */
  rank: number;
}

function largestSide(sizes: string | null): number | null {
  if (!sizes) return null;
  const sides = sizes
    .split(/\s+/)
    .map((size) => /^(\d+)x(\d+)$/i.exec(size))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Math.min(Number(match[1]), Number(match[2])));
  return sides.length ? Math.max(...sides) : null;
}

function resolve(href: string, base: URL): URL | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const isVector = (type: string | null, url: URL, sizes: string | null) =>
  (type ?? '').includes('svg') || /\.svgz?$/i.test(url.pathname) || sizes?.trim().toLowerCase() === 'any';
// ICO and other formats the engine does not decode; a data: URL never reaches here (resolve keeps http(s) only).
const isUnusable = (type: string | null, url: URL) =>
  /icon|ico$|gif|webp|avif|bmp/.test(type ?? '') || /\.(ico|gif|webp|avif|bmp)$/i.test(url.pathname);

/**
 * Orders what a site declares: raster icons of at least `minSide` (or of unknown size) only, by rank, then the side
 * closest above 512 (the form's recommendation), then size unknown last within a rank.
 */
export function surveyIcons(
  manifestIcons: { icons: ManifestIcon[]; base: URL } | null,
  links: { icons: IconLink[]; base: URL },
  minSide: number,
): IconSurvey {
  const declared: Declared[] = [];
  for (const icon of manifestIcons?.icons ?? []) {
    const url = resolve(icon.src, manifestIcons!.base);
    if (!url || (icon.purposes.includes('monochrome') && !icon.purposes.includes('any'))) continue;
    declared.push({
      url,
      declaredSide: largestSide(icon.sizes),
      vector: isVector(icon.type, url, icon.sizes),
      unusable: isUnusable(icon.type, url),
      rank: icon.purposes.includes('any') ? 0 : 3,
    });
  }
  for (const link of links.icons) {
    const url = resolve(link.href, links.base);
    if (!url) continue;
    declared.push({
      url,
      declaredSide: largestSide(link.sizes),
      vector: isVector(link.type, url, link.sizes),
      unusable: isUnusable(link.type, url),
      rank: link.rel === 'icon' ? 2 : 1,
    });
  }
  const raster = declared.filter((icon) => !icon.vector && !icon.unusable);
  const bigEnough = raster.filter((icon) => icon.declaredSide === null || icon.declaredSide >= minSide);
  // A link rel=icon of unknown size is almost always a 16-48 px favicon: not worth a download.
  const worthTrying = bigEnough.filter((icon) => !(icon.rank === 2 && icon.declaredSide === null));
  const distance = (side: number | null) =>
    side === null ? Infinity : side >= 512 ? side - 512 : 10_000 + (512 - side);
  worthTrying.sort((a, b) => a.rank - b.rank || distance(a.declaredSide) - distance(b.declaredSide));
  const seen = new Set<string>();
  const candidates = worthTrying
    .filter((icon) => !seen.has(icon.url.href) && seen.add(icon.url.href))
    .map(({ url, declaredSide }) => ({ url, declaredSide }));
  return {
    candidates,
    svgOnly: declared.some((icon) => icon.vector) && bigEnough.length === 0,
    onlySmall: raster.length > 0 && bigEnough.length === 0,
  };
}
