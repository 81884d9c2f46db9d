// Brand names hide behind case, separators, diacritics and lookalike characters (PAYTM, pay-tm, pаytm with a Cyrillic
// а, payt1m...). Everything the guard compares goes through here, the list's own keywords included.

/** Lookalikes of Latin letters: digits and symbols, and the Cyrillic and Greek letters that render the same. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  ν: 'v',
  α: 'a',
};

function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/./gu, (char) => LOOKALIKES[char] ?? char);
}

/**
 * The words of a text after folding, in order: once with "1" read as "l" and once as "i" (sb1, paytm1). Words are
 * runs of letters and digits; everything else separates.
 */
export function wordVariants(text: string): string[][] {
  const base = folded(text);
  const readings = new Set([base.replace(/1/g, 'l'), base.replace(/1/g, 'i')]);
  return [...readings].map((reading) => reading.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** A keyword of the list as one string of folded letters (spaces and separators dropped). */
export function compactKeyword(keyword: string): string {
  return (wordVariants(keyword)[0] ?? []).join('');
}

/** How many words a phrase may span when words are glued together (yes-bank, yesbank, yes bank). */
const MAX_RUN = 6;

/** Every run of consecutive words, glued: [yes, bank] -> yes, yesbank, bank. */
export function gluedRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    let glued = '';
    for (let end = start; end < Math.min(words.length, start + MAX_RUN); end += 1) {
      glued += words[end];
      runs.push(glued);
    }
  }
  return runs;
}
