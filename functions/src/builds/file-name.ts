/**
 * The Content-Disposition of a build download. The name comes from downloadFileName (contracts/file-name.ts), which
 * leaves only [A-Za-z0-9_-.], so the quoted form needs no escaping.
 */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
