// Digital Asset Links for an app built here (docs/product.md "Digital Asset Links"): the statement list a site serves
// at https://<site>/.well-known/assetlinks.json so Android verifies the app may open its links (and a Trusted Web
// Activity may hide the browser bar). The web app shows it, the setPlaySigningCertificate callable validates with it.

/** The relation Android checks for app links. */
export const HANDLE_ALL_URLS = 'delegate_permission/common.handle_all_urls';

/** Where the file must be served, relative to the site's origin. */
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';

export const SHA256_FINGERPRINT_HELP =
  'Paste the SHA-256 certificate fingerprint: 32 pairs of hex digits (0-9, A-F), with or without colons.';

/**
 * A SHA-256 certificate fingerprint as people paste it (Play Console shows `AB:CD:...`; keytool and other tools may
 * give 64 hex digits, lower case, or with spaces around) in the one form Android compares: upper-case pairs joined
 * by colons. null when it is not 32 bytes of hex.
 */
export function normalizeSha256Fingerprint(input: string): string | null {
  const text = input.trim();
  let hex: string;
  if (/^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){31}$/.test(text)) hex = text.replace(/:/g, '');
  else if (/^[0-9A-Fa-f]{64}$/.test(text)) hex = text;
  else return null;
  return hex.toUpperCase().match(/../g)!.join(':');
}

export interface AssetLinkStatement {
  relation: [typeof HANDLE_ALL_URLS];
  target: { namespace: 'android_app'; package_name: string; sha256_cert_fingerprints: string[] };
}

/**
 * The statement list for one app: every fingerprint Android may meet on an install (the upload key's for the APK we
 * deliver and test installs, Play's app-signing key's for installs from Play), normalised and without repeats.
 */
export function assetLinksStatements(packageName: string, fingerprints: readonly string[]): AssetLinkStatement[] {
  const normalized = fingerprints.map((value) => normalizeSha256Fingerprint(value));
  const invalid = fingerprints.find((_, index) => normalized[index] === null);
  if (invalid !== undefined) throw new Error(`not a SHA-256 fingerprint: ${JSON.stringify(invalid)}`);
  return [
    {
      relation: [HANDLE_ALL_URLS],
      target: {
        namespace: 'android_app',
        package_name: packageName,
        sha256_cert_fingerprints: [...new Set(normalized as string[])],
      },
    },
  ];
}

/** The file's text as it should be served: indented JSON with a final newline. */
export function assetLinksJson(packageName: string, fingerprints: readonly string[]): string {
  return `${JSON.stringify(assetLinksStatements(packageName, fingerprints), null, 2)}\n`;
}
