/** A web app manifest's members the builder uses (W3C Web App Manifest); anything malformed is ignored. */
export interface ManifestIcon {
  src: string;
  sizes: string | null;
  type: string | null;
  purposes: string[];
}

export interface SiteManifest {
  name: string | null;
  shortName: string | null;
  themeColor: string | null;
  backgroundColor: string | null;
  /** What the app does, in the site's words (a store listing's draft starts from it). */
  description: string | null;
  icons: ManifestIcon[];
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
}

/** Null when the text is not a JSON object (a manifest that is not one is ignored, as browsers do). */
export function parseManifest(body: string): SiteManifest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const manifest = parsed as Record<string, unknown>;
  const icons = Array.isArray(manifest.icons) ? manifest.icons : [];
  return {
    name: text(manifest.name),
    shortName: text(manifest.short_name),
    themeColor: text(manifest.theme_color),
    backgroundColor: text(manifest.background_color),
    description: text(manifest.description),
    icons: icons.flatMap((icon: unknown): ManifestIcon[] => {
      if (icon === null || typeof icon !== 'object') return [];
      const entry = icon as Record<string, unknown>;
      const src = text(entry.src);
      if (!src) return [];
      const purpose = text(entry.purpose) ?? 'any';
      return [
        {
          src,
          sizes: text(entry.sizes),
          type: text(entry.type)?.toLowerCase() ?? null,
          purposes: purpose.toLowerCase().split(/\s+/),
        },
      ];
    }),
  };
}
