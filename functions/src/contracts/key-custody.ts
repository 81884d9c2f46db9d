// Exporting a package's upload key (docs/api.md `exportSigningKey`, docs/product.md "Your upload key"): the limits
// the callable enforces and the dialog states, and the file the key arrives in.

/** The export password protects the private key in the file; shorter passwords are refused. */
export const KEY_EXPORT_PASSWORD_MIN_LENGTH = 10;
export const KEY_EXPORT_PASSWORD_MAX_LENGTH = 128;
/** Exports per user in any 24 hours. */
export const KEY_EXPORTS_PER_DAY = 5;
/** The key's alias inside the PKCS#12 file (keytool -alias, Gradle's keyAlias). */
export const KEY_EXPORT_ALIAS = 'apkforge';

/** `in.co.example.app` -> `in.co.example.app.p12`. */
export function keyExportFileName(packageName: string): string {
  return `${packageName}.p12`;
}
