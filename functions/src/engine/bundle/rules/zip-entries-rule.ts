import type { ZipEntry } from '../../core/zip/zip-reader.js';

/**
 * The archive's entry names (bundletool's BundleZipValidator, and what any zip reader needs to place a file
 * safely): no folder entries, no absolute or `..` paths, no backslashes, each name once.
 */
export function checkZipEntries(entries: readonly ZipEntry[]): string[] {
  const issues: string[] = [];
  const seen = new Set<string>();
  for (const { name } of entries) {
    if (!name) issues.push('The bundle has an entry without a name.');
    else if (name.endsWith('/')) issues.push(`The bundle contains the folder entry '${name}', which is not allowed.`);
    else if (name.startsWith('/')) issues.push(`The bundle contains an entry starting with /: '${name}'.`);
    else if (name.includes('\\') || name.split('/').some((part) => part === '' || part === '.' || part === '..'))
      issues.push(`The bundle contains the malformed entry name '${name}'.`);
    if (seen.has(name)) issues.push(`The bundle contains '${name}' twice.`);
    seen.add(name);
  }
  return issues;
}
