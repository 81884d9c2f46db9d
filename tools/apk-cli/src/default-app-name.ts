/** A readable default app name from the host: www.my-shop.co.in -> My-shop. */
export function nameFromHost(url: string): string {
  try {
    const label = new URL(url).hostname.replace(/^www\./, '').split('.')[0] ?? '';
    return label ? label[0]!.toUpperCase() + label.slice(1) : 'My App';
  } catch {
    return 'My App';
  }
}
