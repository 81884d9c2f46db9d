import type { AppPermission, Orientation } from './app-options.js';
import { count, definedOnly, fieldsOf, optionalNumber, optionalText, text } from './record-fields.js';

// The build endpoint's wire shapes and the build record (docs/api.md "POST /api/download-apk",
// docs/data-model.md `builds/{uid}/{buildId}`).

/** The JSON body of POST /api/download-apk. Only `url` and `userId` are required. */
export interface BuildRequestBody {
  url: string;
  'app-name': string;
  'owner-name': string;
  'contact-email': string;
  'phone-number': string;
  /** Must be the signed-in user's uid. */
  userId: string;
  /** A PNG/JPEG data URL of at most ICON_MAX_BYTES decoded bytes. */
  'app-icon'?: string;
  /**
   * The Android package name asked for (docs/product.md "Package names"). Empty or absent: the default id of this
   * site for this account. An id another account claimed is refused.
   */
  'package-name'?: string;
  /** The owner confirms they own the site or may publish it; needed once per package (siteConfirmedAt). */
  'confirm-site'?: boolean;
  /** App options (contracts/app-options.ts); absent ones take the engine's defaults. */
  'theme-color'?: string;
  /** The splash screen's background. */
  'background-color'?: string;
  orientation?: Orientation;
  permissions?: Partial<Record<AppPermission, boolean>>;
  /** Absent: 1.0.<versionCode>, so every build has its own. */
  'version-name'?: string;
  /** Hosts the app also keeps inside, trusts and claims as App Links (contracts/extra-hosts.ts); absent: none. */
  'extra-hosts'?: string[];
  /** Pulling down at a page's top reloads it; absent: on. */
  'pull-to-refresh'?: boolean;
}

/** The answer of POST /api/download-apk. */
export interface BuildResponse {
  /** Relative to the API base: a short-lived signed link to the APK. */
  downloadUrl: string;
  buildId: string;
  /** downloadFileName(appName): the name the download is saved under. */
  fileName: string;
  /** The name the app carries under its icon (the body's, or one made from the address when it was empty). */
  appName: string;
  size: number;
  sha256: string;
  packageName: string;
  versionCode: number;
  /** The body's `version-name`, or 1.0.{versionCode}: what Android shows as the app's version. */
  versionName: string;
  /** Upper-case, colon-separated SHA-256 of the signing certificate. */
  certificateSha256: string;
  /** Free builds the caller has left in the current hour, after this one (docs/api.md rate limit). */
  freeBuildsLeft: number;
  /** The hourly limit of free builds (FREE_BUILDS_PER_HOUR). */
  freeBuildsPerHour: number;
  /** Set when the default package name of the site belongs to another account and this one got its own. */
  packageNotice?: string;
}

/** `builds/{uid}/{buildId}` as stored. */
export interface BuildRecord {
  url: string;
  appName: string;
  packageName: string;
  versionCode: number;
  versionName: string;
  sha256: string;
  size: number;
  certificateSha256: string;
  fileName: string;
  storagePath: string;
  createdAt: number;
  createdAtISO: string;
  /** When the owner confirmed they own or may publish the site, for this package (absent on older builds). */
  siteConfirmedAt?: number;
  /** The app shell and target API it was built with (contracts/autopilot.ts; absent on older builds). */
  shellVersion?: string;
  targetSdk?: number;
  /**
   * Set when the lifecycle sweep removed the APK, BUILD_RETENTION_DAYS after `createdAt` (contracts/lifecycle.ts):
   * the record stays, the file is gone and no download link is made for it any more.
   */
  expiredAt?: number;
}

/**
 * `builds/{uid}/{buildId}` as "My builds" reads it: null without what a download needs (package name, time, file
 * name); the other fields filled ('' / 0) where an older record lacks them.
 */
export function parseBuildRecord(raw: unknown): BuildRecord | null {
  const r = fieldsOf(raw);
  if (!r || typeof r.packageName !== 'string' || typeof r.createdAt !== 'number' || typeof r.fileName !== 'string')
    return null;
  return {
    url: text(r.url),
    appName: text(r.appName),
    packageName: r.packageName,
    versionCode: count(r.versionCode),
    versionName: text(r.versionName),
    sha256: text(r.sha256),
    size: count(r.size),
    certificateSha256: text(r.certificateSha256),
    fileName: r.fileName,
    storagePath: text(r.storagePath),
    createdAt: r.createdAt,
    createdAtISO: text(r.createdAtISO),
    ...definedOnly({
      siteConfirmedAt: optionalNumber(r.siteConfirmedAt),
      shellVersion: optionalText(r.shellVersion),
      targetSdk: optionalNumber(r.targetSdk),
      expiredAt: optionalNumber(r.expiredAt),
    }),
  };
}

/** What a download of a build whose record or file is gone answers (`not-found`), and what "My builds" shows for it. */
export const BUILD_GONE_MESSAGE = 'This build is no longer available. Please generate the APK again.';

export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';
