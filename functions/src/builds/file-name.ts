const MAX_LENGTH = 50;
const FALLBACK = 'MyApp';

/**
 * Spec §5 "Downloaded file name": drop everything but letters, digits, hyphen and underscore (spaces survive
 * that step to become underscores), cut to 50 characters, MyApp when nothing is left, then `.apk`.
 * Letters are ASCII letters: the name goes into a Content-Disposition header and onto every file system.
 */
export function downloadFileName(appName: string): string {
  const base = appName
    .replace(/[^A-Za-z0-9_\- ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    .slice(0, MAX_LENGTH);
  return `${base || FALLBACK}.apk`;
}

export function contentDisposition(fileName: string): string {
  // The rule above leaves only [A-Za-z0-9_-.], so the quoted form needs no escaping.
  return `attachment; filename="${fileName}"`;
}
