import type { ImportSiteResult } from '@contracts/site-import';
import { appNameFromUrl } from '@/lib/url';

/** What the build is called, and what the form says about it when the name is not the site's own. */
export interface ResolvedAppName {
  name: string;
  /** Set when the site could not be read, so the name comes from its address (docs/product.md "Site import"). */
  note: string | null;
}

export const appNameNote = (name: string) =>
  `We could not read your site's name, so your app is called ${name}, after its address. Rename it in App name if you like.`;

/**
 * The app name of a build (docs/product.md §2 "APK form": "We use your site's name if you leave it empty"): what
 * the owner typed; else the site's name, once the import of this address has answered (Generate waits for it);
 * else, only when the site could not be read, a name made from the address, saying so.
 */
export async function resolveAppName(
  typed: string,
  url: string,
  settle: (url: string) => Promise<ImportSiteResult | null>,
): Promise<ResolvedAppName> {
  const own = typed.trim();
  if (own) return { name: own, note: null };
  const imported = await settle(url);
  if (imported?.reachable && imported.name.trim()) return { name: imported.name.trim(), note: null };
  const name = appNameFromUrl(url);
  return { name, note: appNameNote(name) };
}
