import { brandRefusalMessage } from '@contracts/abuse';
import { brandMatcher, namesBrand, PROTECTED_BRANDS } from '@contracts/brand-names';

const MATCHERS = PROTECTED_BRANDS.map(brandMatcher);

function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/\.$/, '').toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The server's refusal, said while the form is filled in: the same brand list and matcher as the build endpoint
 * (contracts/brand-names.ts). Ownership here is the host under one of the brand's domains, without the Public Suffix
 * List the server uses, so this only warns; the server decides (docs/api.md "Abuse controls").
 */
export function brandWarning(app: { url: string; appName: string; packageName: string }): string | null {
  const host = hostOf(app.url.trim());
  if (!host) return null;
  for (const matcher of MATCHERS) {
    if (!namesBrand(matcher, [app.appName, host, app.packageName])) continue;
    const owned = matcher.brand.domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
    if (!owned) return brandRefusalMessage(matcher.brand.brand);
  }
  return null;
}
