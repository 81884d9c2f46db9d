/** The packaging engine's input (binding for callers: see functions/src/apk/index.ts). */
export interface AppConfig {
  url: string;
  appName: string;
  packageName?: string;
  versionCode?: number;
  versionName?: string;
  themeColor?: string;
  backgroundColor?: string;
  icon?: Uint8Array;
  orientation?: 'any' | 'portrait' | 'landscape';
  permissions?: { camera?: boolean; microphone?: boolean; location?: boolean };
  labels?: Record<string, string>;
}

export interface SigningKey {
  privateKeyPkcs8: Uint8Array;
  certificate: Uint8Array;
}

export interface BuiltApk {
  bytes: Uint8Array;
  sha256: string;
  size: number;
  packageName: string;
  versionCode: number;
  versionName: string;
  certificateSha256: string;
}

export const DEFAULT_THEME_COLOR = '#0a7a5c';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const DEFAULT_VERSION_NAME = '1.0';
export const MAX_VERSION_CODE = 2_100_000_000;
export const MAX_APP_NAME_LENGTH = 200;
export const MAX_URL_LENGTH = 2048;
export const MAX_VERSION_NAME_LENGTH = 100;
export const MIN_SDK = 24;
export const TARGET_SDK = 36;
