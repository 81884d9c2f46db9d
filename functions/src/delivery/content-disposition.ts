/**
 * The Content-Disposition of a download. Names from downloadFileName (contracts/file-name.ts) keep only
 * [A-Za-z0-9_-.] and go out as they are. Any other name (a file support attached) gets an ASCII fallback in
 * `filename` and the exact name in `filename*` (RFC 6266 with RFC 8187 encoding), so no name can break the header.
 */
export function contentDisposition(fileName: string): string {
  if (/^[A-Za-z0-9_.-]+$/.test(fileName)) return `attachment; filename="${fileName}"`;
  const ascii = fileName.replace(/[^A-Za-z0-9_.-]+/g, '_');
  const dot = ascii.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [ascii.slice(0, dot), ascii.slice(dot)] : [ascii, ''];
  const fallback = /[A-Za-z0-9]/.test(stem) ? ascii : `download${extension}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
