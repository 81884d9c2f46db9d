// Spec §5 "Downloaded file name": keep ASCII letters, digits, hyphen and underscore (spaces survive
// to become underscores), cut to 50 characters, default MyApp, then ".apk". Same rule as the server's
// Content-Disposition name, so both agree on the file name.
export const FILE_NAME_LIMIT = 50;
export const DEFAULT_FILE_STEM = 'MyApp';

export function apkFileName(appName: string | null | undefined): string {
  const stem = (appName ?? '')
    .replace(/[^A-Za-z0-9_\- ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    .slice(0, FILE_NAME_LIMIT);
  return `${stem || DEFAULT_FILE_STEM}.apk`;
}
