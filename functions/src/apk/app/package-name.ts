import { ApkConfigError } from './errors.js';

/** Java keywords and literals: none may be a package segment (JLS 3.9). */
const RESERVED = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends final ' +
    'finally float for goto if implements import instanceof int interface long native new package private protected public ' +
    'return short static strictfp super switch synchronized this throw throws transient try void volatile while ' +
    'true false null _ var yield record sealed permits non-sealed exports module open opens provides requires to transitive uses with'
  ).split(' '),
);

export const MAX_PACKAGE_NAME_LENGTH = 100;
/** Appended so the derived id never equals the id the site's own official app may use. */
const APP_SUFFIX = 'app';
/** Android requires each segment to start with a letter (stricter than Java). */
const SEGMENT = /^[a-zA-Z][a-zA-Z0-9_]*$/;

function toSegment(label: string): string {
  let segment = label.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (!/^[a-z]/.test(segment)) segment = `x${segment}`;
  return RESERVED.has(segment) ? `${segment}_` : segment;
}

/**
 * Derives an application id from the start URL's host: reversed labels without `www`, each a valid
 * segment, plus `.app` (www.example.co.in -> in.co.example.app). IDN hosts arrive as punycode from URL.
 */
export function derivePackageName(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new ApkConfigError('url', 'Please enter a valid URL.');
  }
  host = host.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  let labels = host.split(/[.:]/).filter(Boolean);
  if (labels[0] === 'www' && labels.length > 1) labels = labels.slice(1);
  if (!labels.length) throw new ApkConfigError('url', 'Please enter a valid URL.');
  const segments = labels.reverse().map(toSegment);
  // Deep subdomains are the least significant part: drop them first when the id would be too long.
  while (segments.length > 1 && [...segments, APP_SUFFIX].join('.').length > MAX_PACKAGE_NAME_LENGTH) segments.pop();
  return [...segments, APP_SUFFIX].join('.');
}

/** Checks a package name the user typed; returns it unchanged when valid. */
export function validatePackageName(name: string): string {
  const fail = (message: string) => new ApkConfigError('packageName', message);
  if (name.length > MAX_PACKAGE_NAME_LENGTH)
    throw fail(`Package name is too long. Use at most ${MAX_PACKAGE_NAME_LENGTH} characters.`);
  const segments = name.split('.');
  if (segments.length < 2) throw fail('Package name needs at least two parts separated by dots, like com.example.app.');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) {
      throw fail(
        `Invalid package name part "${segment}". Each part must start with a letter and use only letters, digits and underscores.`,
      );
    }
    if (RESERVED.has(segment)) throw fail(`Package name part "${segment}" is a reserved Java word.`);
  }
  return name;
}
