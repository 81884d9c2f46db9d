/** Longest file-name stem, before the extension (docs/product.md §5 "Downloaded file name"). */
const FILE_NAME_MAX_LENGTH = 50;
/** The stem when nothing usable is left of the app name. */
const DEFAULT_FILE_STEM = 'MyApp';

/** What the product delivers: an installable APK today, an App Bundle for the store plans. */
export type DeliverableExtension = 'apk' | 'aab' | 'zip' | 'txt';

/**
 * The name a deliverable is saved under (docs/product.md §5): keep ASCII letters, digits, hyphen, underscore and
 * spaces, trim, turn each run of spaces into one underscore, cut to 50 characters, MyApp when nothing is left, then
 * the extension. ASCII only because the name goes into a Content-Disposition header and onto every file system;
 * the result never needs quoting or escaping. The server, the web app and the CLI all call this one function.
 */
export function downloadFileName(appName: string | null | undefined, extension: DeliverableExtension = 'apk'): string {
  const stem = (appName ?? '')
    .replace(/[^A-Za-z0-9_\- ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    .slice(0, FILE_NAME_MAX_LENGTH);
  return `${stem || DEFAULT_FILE_STEM}.${extension}`;
}
