/** 8203 -> "8.0 KB", 1_300_000 -> "1.2 MB" (binary units, as file managers show sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatWhen(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** Where a site serves its Digital Asset Links, from the request's URL: `https://shop.example.in/.well-known/...`. */
export function assetLinksUrl(siteUrl: string, path: string): string | null {
  try {
    return new URL(path, new URL(siteUrl).origin).toString();
  } catch {
    return null;
  }
}
