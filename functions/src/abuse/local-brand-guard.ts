import { domainToUnicode } from 'node:url';
import { parse } from 'tldts';
import { brandRefusalMessage } from '../contracts/abuse.js';
import { brandMatcher, namesBrand, PROTECTED_BRANDS, type ProtectedBrand } from '../contracts/brand-names.js';
import type { AppIdentity, SiteReputation, SiteVerdict } from './site-reputation.js';

/** Private suffixes count (github.io, web.app): their tenants are different people's sites, never the brand. */
const PSL = { allowPrivateDomains: true } as const;

function ownerCheck(brand: ProtectedBrand): (domain: string) => boolean {
  const isSuffix = (domain: string) => parse(domain, PSL).publicSuffix === domain;
  const domains = brand.domains.filter((domain) => !isSuffix(domain));
  const suffixes = brand.domains.filter(isSuffix);
  return (domain) => domains.includes(domain) || suffixes.some((suffix) => domain.endsWith(`.${suffix}`));
}

function registrableDomain(host: string): string {
  const parsed = parse(host, PSL);
  return parsed.isIp ? host : (parsed.domain ?? host);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/\.$/, '').toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The local SiteReputation: refuses an app whose name, host or package name names a protected brand unless the
 * site's registrable domain (Public Suffix List) is one the brand owns. No network: the list is the committed
 * contracts/protected-brands.json.
 */
export function localBrandGuard(brands: readonly ProtectedBrand[] = PROTECTED_BRANDS): SiteReputation {
  const compiled = brands.map((brand) => ({ matcher: brandMatcher(brand), owns: ownerCheck(brand) }));
  return {
    check(app: AppIdentity): Promise<SiteVerdict> {
      const host = hostOf(app.url);
      const domain = registrableDomain(host);
      // The host as people read it (an IDN in Unicode), so a Cyrillic lookalike is folded like any other.
      const texts = [app.appName, domainToUnicode(host) || host, app.packageName];
      for (const { matcher, owns } of compiled) {
        if (namesBrand(matcher, texts) && !owns(domain)) {
          const brand = matcher.brand.brand;
          return Promise.resolve({ allowed: false, brand, reason: brandRefusalMessage(brand) });
        }
      }
      return Promise.resolve({ allowed: true });
    },
  };
}
