/**
 * Where the site must serve its Digital Asset Links: on every host the app claims as an App Link (the file's record
 * names them; docs/shell-contract.md "Manifest"), else on the request's URL's host. `https://shop.example.in/.well-known/...`.
 */
export function assetLinksUrls(siteUrl: string, appLinkHosts: readonly string[] | undefined, path: string): string[] {
  if (appLinkHosts?.length) return appLinkHosts.map((host) => `https://${host}${path}`);
  const one = assetLinksUrl(siteUrl, path);
  return one ? [one] : [];
}

function assetLinksUrl(siteUrl: string, path: string): string | null {
  try {
    return new URL(path, new URL(siteUrl).origin).toString();
  } catch {
    return null;
  }
}
