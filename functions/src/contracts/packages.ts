import { parseAppUpdate, type AppUpdate } from './autopilot.js';
import { PLAY_SIGNERS, type PlaySigner } from './key-lifecycle.js';

// The Android packages a user builds (docs/data-model.md `packages/{uid}/{packageKey}`): a client-readable summary
// of what the server keeps sealed in signingKeys/. One key per (user, package), so every build and bundle of a
// package carries the same certificate and versionCode sequence.

import { definedOnly, fieldsOf, oneOf, optionalNumber, optionalText } from './record-fields.js';

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
  // Keys that last (docs/product.md "Keys that last"); all server-written.
  /** Who signs the app on Play; absent until the owner chooses ('play' behaviour). */
  signer?: PlaySigner;
  signerChosenAt?: number;
  /** signer 'own': the separate upload key's certificate, which signs the App Bundles. */
  uploadCertificateSha256?: string;
  /** After a key rotation: every certificate of the lineage, oldest first (certificateSha256 is the last). */
  lineageSha256?: string[];
  rotatedAt?: number;
  /** The app shell and target API of the last build (contracts/autopilot.ts SHELL_RELEASE). */
  shellVersion?: string;
  targetSdk?: number;
  /** The newest update campaign's state for this app. */
  update?: AppUpdate;
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
      signer: oneOf(PLAY_SIGNERS, r.signer),
      signerChosenAt: optionalNumber(r.signerChosenAt),
      uploadCertificateSha256: optionalText(r.uploadCertificateSha256),
      lineageSha256: lineageOf(r.lineageSha256),
      rotatedAt: optionalNumber(r.rotatedAt),
      shellVersion: optionalText(r.shellVersion),
      targetSdk: optionalNumber(r.targetSdk),
      update: parseAppUpdate(r.update) ?? undefined,
    }),
  };
}

/** A lineage's fingerprints in order, or undefined when there is none (or it is not a list of texts). */
function lineageOf(value: unknown): string[] | undefined {
  const list = storedList(value as Record<string, unknown> | undefined).filter((item) => typeof item === 'string');
  return list.length ? (list as string[]) : undefined;
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

/**
 * A list as the database hands it back: an array, or (a list the Realtime Database did not recognise as one, and our
 * in-memory stand-in always) an object keyed 0, 1, 2...; in order either way.
 */
export function storedList<T>(value: readonly T[] | Record<string, T> | null | undefined): T[] {
  if (!value) return [];
  if (Array.isArray(value)) return [...(value as readonly T[])];
  return Object.entries(value as Record<string, T>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, item]) => item);
}
