// A website address as people type it (docs/product.md §5): the home form, the APK form and the command line all
// take "example.com" for "https://example.com", so the three agree on what was meant before validating it.

const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The address trimmed, with https:// in front when it names no scheme ("shop.in/x" gives "https://shop.in/x"). An
 * address with a scheme is returned as typed, so validation still refuses "ftp://..." with its own message.
 */
export function completeWebsiteUrl(input: string): string {
  const trimmed = input.trim();
  if (!trimmed || ANY_SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
