import {
  JAVA_RESERVED_WORDS,
  MAX_PACKAGE_NAME_LENGTH,
  packageNameProblem,
  RESERVED_PACKAGE_PREFIXES,
} from '../../contracts/package-name.js';
import { ApkConfigError } from './errors.js';

/** Appended so the derived id never equals the id the site's own official app may use. */
const APP_SUFFIX = 'app';

function toSegment(label: string): string {
  let segment = label.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (!/^[a-z]/.test(segment)) segment = `x${segment}`;
  return JAVA_RESERVED_WORDS.has(segment) ? `${segment}_` : segment;
}

/**
 * A derived id never lands in a namespace Play refuses: the segment that completes the reserved prefix
 * gets an underscore (https://example.com -> com.example_.app, maps.google.com -> com.google_.maps.app).
 * No host label ends in "-" (DNS forbids it), so no other site's derived id can be the same.
 */
function outsideReserved(segments: string[]): string[] {
  const name = segments.join('.');
  const prefix = RESERVED_PACKAGE_PREFIXES.find((p) => `${name}.`.startsWith(p));
  if (!prefix) return segments;
  const last = prefix.split('.').length - 2;
  return segments.map((segment, i) => (i === last ? `${segment}_` : segment));
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
  const segments = outsideReserved([...labels.reverse().map(toSegment), APP_SUFFIX]);
  // Deep subdomains are the least significant part: drop them first when the id would be too long.
  while (segments.length > 2 && segments.join('.').length > MAX_PACKAGE_NAME_LENGTH) segments.splice(-2, 1);
  return segments.join('.');
}

/** Checks a package name the user asked for; returns it unchanged when valid (docs/shell-contract.md). */
export function validatePackageName(name: string): string {
  const problem = packageNameProblem(name);
  if (problem) throw new ApkConfigError('packageName', problem);
  return name;
}
