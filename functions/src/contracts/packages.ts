// The Android packages a user builds (docs/data-model.md `packages/{uid}/{packageKey}`): a client-readable summary
// of what the server keeps sealed in signingKeys/. One key per (user, package), so every build and bundle of a
// package carries the same certificate and versionCode sequence.

export interface PackageRecord {
  packageName: string;
  /** Upper-case colon-separated SHA-256 of the signing (upload) certificate. */
  certificateSha256: string;
  /** The last versionCode given to an APK or bundle of this package. */
  lastVersionCode: number;
  createdAt: number;
  updatedAt: number;
  /** When the owner last exported the key as PKCS#12, and how many times. */
  lastExportedAt?: number;
  exportCount?: number;
  /** When the owner confirmed they own or may publish the site (once per package). */
  siteConfirmedAt?: number;
}

/** `packageClaims/{packageKey}`: the first account that built a package id owns it on Apkforge. */
export interface PackageClaim {
  uid: string;
  claimedAt: number;
}
