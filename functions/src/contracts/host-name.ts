// What counts as a public website's host name, for a request's address and an app's extra hosts alike.

/** A DNS label: letters, digits and inner hyphens, 1-63 characters (punycode `xn--` labels included). */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters, or a punycode label. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A public website's host as the URL parser gives it (lower case, internationalised names in punycode): at
 * least two labels, each a DNS label, under a top-level domain. IP addresses, `localhost` and single-label
 * hosts are not a site anyone else can open, so a request or an app cannot use them.
 */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}
