import { domainToUnicode } from 'node:url';
import { parse } from 'tldts';
import { brandRefusalMessage } from '../contracts/abuse.js';
import { compactKeyword, gluedRuns, wordVariants } from './brand-text.js';
import type { AppIdentity, SiteReputation, SiteVerdict } from './site-reputation.js';
import protectedBrands from './protected-brands.json' with { type: 'json' };

/** One brand of protected-brands.json. */
export interface ProtectedBrand {
  brand: string;
  /** Coined names, found inside any word (mypaytm, paytmkyc). */
  words: string[];
  /** Names made of ordinary words or short initials, found only as whole words (Yes Bank, SBI). */
  phrases: string[];
  /** Registrable domains that own the brand; an entry that is itself a public suffix (gov.in) owns all below it. */
  domains: string[];
}

interface CompiledBrand {
  brand: string;
  words: string[];
  phrases: Set<string>;
  domains: string[];
  suffixDomains: string[];
}

/** Private suffixes count (github.io, web.app): their tenants are different people's sites, never the brand. */
const PSL = { allowPrivateDomains: true } as const;

function compile(brand: ProtectedBrand): CompiledBrand {
  const isSuffix = (domain: string) => parse(domain, PSL).publicSuffix === domain;
  return {
    brand: brand.brand,
    words: brand.words.map(compactKeyword),
    phrases: new Set(brand.phrases.map(compactKeyword)),
    domains: brand.domains.filter((domain) => !isSuffix(domain)),
    suffixDomains: brand.domains.filter(isSuffix),
  };
}

function registrableDomain(host: string): string {
  const parsed = parse(host, PSL);
  return parsed.isIp ? host : (parsed.domain ?? host);
}

function owns(brand: CompiledBrand, domain: string): boolean {
  return brand.domains.includes(domain) || brand.suffixDomains.some((suffix) => domain.endsWith(`.${suffix}`));
}

/** Does any reading of the text name the brand? Words inside a word or glued; phrases only as whole words. */
function names(brand: CompiledBrand, texts: readonly string[]): boolean {
  for (const text of texts) {
    for (const words of wordVariants(text)) {
      const runs = gluedRuns(words);
      if (runs.some((run) => brand.phrases.has(run))) return true;
      if (brand.words.some((word) => words.some((w) => w.includes(word)) || runs.includes(word))) return true;
    }
  }
  return false;
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
 * protected-brands.json.
 */
export function localBrandGuard(brands: readonly ProtectedBrand[] = protectedBrands.brands): SiteReputation {
  const compiled = brands.map(compile);
  return {
    check(app: AppIdentity): Promise<SiteVerdict> {
      const host = hostOf(app.url);
      const domain = registrableDomain(host);
      // The host as people read it (an IDN in Unicode), so a Cyrillic lookalike is folded like any other.
      const texts = [app.appName, domainToUnicode(host) || host, app.packageName];
      for (const brand of compiled) {
        if (names(brand, texts) && !owns(brand, domain)) {
          return Promise.resolve({ allowed: false, brand: brand.brand, reason: brandRefusalMessage(brand.brand) });
        }
      }
      return Promise.resolve({ allowed: true });
    },
  };
}
