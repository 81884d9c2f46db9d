// Which protected brand a site or app names (docs/api.md "Abuse controls"): one matcher for the server's brand check
// (functions/src/abuse/local-brand-guard.ts, which decides) and the web form's early warning (which only warns).
import { compactKeyword, gluedRuns, wordVariants } from './brand-text.js';
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

export const PROTECTED_BRANDS: readonly ProtectedBrand[] = protectedBrands.brands;

/** A brand with its keywords folded once. */
export interface BrandMatcher {
  brand: ProtectedBrand;
  words: string[];
  phrases: Set<string>;
}

export function brandMatcher(brand: ProtectedBrand): BrandMatcher {
  return { brand, words: brand.words.map(compactKeyword), phrases: new Set(brand.phrases.map(compactKeyword)) };
}

/** Does any reading of the texts name the brand? Words inside a word or glued; phrases only as whole words. */
export function namesBrand(matcher: BrandMatcher, texts: readonly string[]): boolean {
  for (const text of texts) {
    for (const words of wordVariants(text)) {
      const runs = gluedRuns(words);
      if (runs.some((run) => matcher.phrases.has(run))) return true;
      if (matcher.words.some((word) => words.some((w) => w.includes(word)) || runs.includes(word))) return true;
    }
  }
  return false;
}
