import { SHELL_RELEASE } from '../../contracts/autopilot.js';

/** The packaging engine's input (binding for callers: see functions/src/engine/index.ts). */
export interface AppConfig {
  url: string;
  appName: string;
  packageName?: string;
  versionCode?: number;
  /** Defaults to 1.0.<versionCode>, so every build of the counter gets its own name. */
  versionName?: string;
  themeColor?: string;
  backgroundColor?: string;
  icon?: Uint8Array;
  /** The adaptive icon's background ('#rrggbb'); by default sampled from the icon's border. */
  iconBackgroundColor?: string;
  /**
   * Hosts besides the site that the app keeps inside, starts payment chains at, trusts with its permissions and
   * claims App Links for (contracts/extra-hosts.ts: https hosts, at most MAX_EXTRA_HOSTS, no IP or sign-in provider).
   */
  extraHosts?: string[];
  /** Pulling down at the top of a page reloads it; on unless false (docs/shell-contract.md "Pull to refresh"). */
  pullToRefresh?: boolean;
  orientation?: 'any' | 'portrait' | 'landscape';
  permissions?: { camera?: boolean; microphone?: boolean; location?: boolean };
  labels?: Record<string, string>;
  /**
   * The app's notification feed (docs/shell-contract.md "Notifications"), an http(s) URL the functions make from
   * their deployed origin. Absent: an app without notifications (no job, no receiver, no permission for them).
   */
  notificationFeedUrl?: string;
}

export interface SigningKey {
  privateKeyPkcs8: Uint8Array;
  certificate: Uint8Array;
  /** After a key rotation: the proof the APK carries (docs/shell-contract.md "Signing"). */
  rotation?: KeyRotation;
}

/**
 * A rotated key's history: the lineage file (`apksigner rotate`'s format) from the first certificate to this key's,
 * and the first key itself, which keeps signing v2 for Android 7 and 8 (they know nothing of rotation).
 */
export interface KeyRotation {
  lineage: Uint8Array;
  originalKey: { privateKeyPkcs8: Uint8Array; certificate: Uint8Array };
}

export interface BuiltApk {
  bytes: Uint8Array;
  sha256: string;
  size: number;
  packageName: string;
  versionCode: number;
  versionName: string;
  certificateSha256: string;
  /** The app shell and target API it was built with (contracts/autopilot.ts SHELL_RELEASE). */
  shellVersion: string;
  targetSdk: number;
  /** The hosts the App Links filter claims, where the site's assetlinks.json must be served (site-hosts.ts). */
  appLinkHosts: string[];
}

export { DEFAULT_BACKGROUND_COLOR, DEFAULT_THEME_COLOR } from '../../contracts/app-options.js';
/** versionName when none is given: follows the build counter (docs/shell-contract.md). */
export const defaultVersionName = (versionCode: number): string => `1.0.${versionCode}`;
export const MAX_VERSION_CODE = 2_100_000_000;
export const MAX_APP_NAME_LENGTH = 200;
export const MAX_URL_LENGTH = 2048;
export { VERSION_NAME_MAX_LENGTH as MAX_VERSION_NAME_LENGTH } from '../../contracts/app-options.js';
export const MIN_SDK = 24;
/** The shell release names the target API, so every build records what it was made with. */
export const TARGET_SDK: number = SHELL_RELEASE.targetSdk;
