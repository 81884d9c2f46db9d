/** The product's download file name rule (spec §5): spaces to underscores, keep [A-Za-z0-9_-], 50 chars, default MyApp. */
export function apkFileName(appName: string): string {
  const base = appName
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 50);
  return `${base || 'MyApp'}.apk`;
}

/** A readable default app name from the host: www.my-shop.co.in -> My-shop. */
export function nameFromHost(url: string): string {
  try {
    const label = new URL(url).hostname.replace(/^www\./, '').split('.')[0] ?? '';
    return label ? label[0]!.toUpperCase() + label.slice(1) : 'My App';
  } catch {
    return 'My App';
  }
}
