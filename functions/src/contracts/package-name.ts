/**
 * The Android application id rule, shared by the packaging engine (functions/src/engine/app/package-name.ts),
 * the build endpoint and the web form: pure and dependency-free, so every side gives the same reason.
 */

/** Longest id we accept (Android allows more; Play shows ids in URLs and listings). */
export const MAX_PACKAGE_NAME_LENGTH = 100;

/**
 * Namespaces Google Play refuses for third-party apps (docs/shell-contract.md, "Package ids"): the
 * platform's and Google's own, and the documentation example every tutorial uses.
 */
export const RESERVED_PACKAGE_PREFIXES = [
  'android.',
  'androidx.',
  'com.android.',
  'com.google.',
  'com.example.',
] as const;

/** Java keywords and literals: none may be a package segment (JLS 3.9), so no class could be compiled there. */
export const JAVA_RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends final ' +
    'finally float for goto if implements import instanceof int interface long native new package private protected public ' +
    'return short static strictfp super switch synchronized this throw throws transient try void volatile while ' +
    'true false null _ var yield record sealed permits non-sealed exports module open opens provides requires to transitive uses with'
  ).split(' '),
);

/** Android requires each segment to start with an ASCII letter (stricter than Java). */
const SEGMENT = /^[a-zA-Z][a-zA-Z0-9_]*$/;

/** The reserved namespace a name falls in (compared case-insensitively, as stores do), or null. */
export function reservedPrefixOf(name: string): string | null {
  const lower = `${name.toLowerCase()}.`;
  return RESERVED_PACKAGE_PREFIXES.find((prefix) => lower.startsWith(prefix)) ?? null;
}

/** Why a package name cannot be used, in words for the person who typed it; null when it is fine. */
export function packageNameProblem(name: string): string | null {
  if (name.length === 0) return 'Please enter a package name, like com.yourcompany.app.';
  if (name.length > MAX_PACKAGE_NAME_LENGTH)
    return `Package name is too long. Use at most ${MAX_PACKAGE_NAME_LENGTH} characters.`;
  const segments = name.split('.');
  if (segments.length < 2) return 'Package name needs at least two parts separated by dots, like com.yourcompany.app.';
  for (const segment of segments) {
    if (segment === '') return 'Package name has an empty part: remove the extra dot.';
    if (/^[0-9]/.test(segment))
      return `Package name part "${segment}" starts with a digit. Each part must start with a letter.`;
    if (!SEGMENT.test(segment)) {
      return `Invalid package name part "${segment}". Each part must start with a letter and use only letters, digits and underscores.`;
    }
    if (JAVA_RESERVED_WORDS.has(segment)) return `Package name part "${segment}" is a reserved Java word.`;
  }
  const reserved = reservedPrefixOf(name);
  if (reserved) return `Package names starting with ${reserved} are reserved. Google Play does not accept them.`;
  return null;
}
