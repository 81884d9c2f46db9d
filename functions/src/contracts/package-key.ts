// The database key of an Android package name (docs/data-model.md `packages`, `packageClaims`, `signingKeys`).
// Realtime Database keys cannot contain '.', and the first key scheme replaced '.' by '_', which is not injective:
// `in.my_shop` and `in.my.shop` shared one signing key and one versionCode counter. Package names are made of
// [A-Za-z0-9_.] only, and ',' is legal in a database key, so '.' -> ',' maps distinct names to distinct keys.

const PACKAGE_NAME_CHARS = /^[A-Za-z0-9_.]+$/;

/** `in.co.example.app` -> `in,co,example,app`. Throws on anything that is not a package name's character set. */
export function packageKey(packageName: string): string {
  if (!PACKAGE_NAME_CHARS.test(packageName)) throw new Error(`not a package name: ${JSON.stringify(packageName)}`);
  return packageName.replace(/\./g, ',');
}

/** The inverse of packageKey. */
export function packageNameOfKey(key: string): string {
  return key.replace(/,/g, '.');
}
