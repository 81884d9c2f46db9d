/** Where a site serves its Digital Asset Links, from the request's URL: `https://shop.example.in/.well-known/...`. */
export function assetLinksUrl(siteUrl: string, path: string): string | null {
  try {
    return new URL(path, new URL(siteUrl).origin).toString();
  } catch {
    return null;
  }
}
