// The Android packages a user builds (docs/data-model.md `packages/{uid}/{packageKey}`): a client-readable summary
// of what the server keeps sealed in signingKeys/. One key per (user, package), so every build and bundle of a
// package carries the same certificate and versionCode sequence.

import { definedOnly, fieldsOf, optionalNumber, optionalText } from './record-fields.js';

/**
 * A site confirmation may come before the package's first key (builds/site-confirmation.ts writes only packageName
 * and siteConfirmedAt), so everything but the name may be absent.
 */
export interface PackageRecord {
  packageName: string;
  /** Upper-case colon-separated SHA-256 of the signing (upload) certificate. */
  certificateSha256?: string;
  /** The last versionCode given to an APK or bundle of this package. */
  lastVersionCode?: number;
  createdAt?: number;
  updatedAt?: number;
  /** When the owner last exported the key as PKCS#12, and how many times. */
  lastExportedAt?: number;
  exportCount?: number;
  /** When the owner confirmed they own or may publish the site (once per package). */
  siteConfirmedAt?: number;
}

/** `packages/{uid}/{packageKey}` as the profile and the dialog read it: null without a package name. */
export function parsePackageRecord(raw: unknown): PackageRecord | null {
  const r = fieldsOf(raw);
  if (!r || typeof r.packageName !== 'string') return null;
  return {
    packageName: r.packageName,
    ...definedOnly({
      certificateSha256: optionalText(r.certificateSha256),
      lastVersionCode: optionalNumber(r.lastVersionCode),
      createdAt: optionalNumber(r.createdAt),
      updatedAt: optionalNumber(r.updatedAt),
      lastExportedAt: optionalNumber(r.lastExportedAt),
      exportCount: optionalNumber(r.exportCount),
      siteConfirmedAt: optionalNumber(r.siteConfirmedAt),
    }),
  };
}

/** `packageClaims/{packageKey}`: the first account that built a package id owns it on Apkforge. */
export interface PackageClaim {
  uid: string;
  claimedAt: number;
}

/** What the owner confirms once per package before its first build (docs/product.md "Package names"). */
export const SITE_CONFIRMATION_LABEL = 'I own this website or have permission to publish it as an app.';

/** The messages of package claims and the site confirmation, shared by the build endpoint and the web form. */
export const PACKAGE_MESSAGES = {
  confirmationRequired: 'Please confirm that you own this website or have permission to publish it as an app.',
  claimedByAnother: (packageName: string) =>
    `The package name ${packageName} is already used by another Apkforge account. Choose a different one, or leave the field empty to use your default.`,
  defaultClaimed: (taken: string, own: string) =>
    `${taken} is already used by another Apkforge account, so your app's package name is ${own}.`,
  noDefaultLeft: 'Every default package name of this site is in use. Please enter a package name of your own.',
} as const;
