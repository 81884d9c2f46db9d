/**
 * What the build endpoint needs from the packaging engine (functions/src/apk/index.ts, common.md). The wiring
 * passes the real engine; unit tests pass a fake, so they run without building real APKs.
 */
export interface SigningKeyMaterial {
  privateKeyPkcs8: Uint8Array;
  certificate: Uint8Array;
}

export interface EngineBuildConfig {
  url: string;
  appName: string;
  packageName?: string;
  versionCode?: number;
  icon?: Uint8Array;
}

export interface EngineBuiltApk {
  bytes: Uint8Array;
  sha256: string;
  size: number;
  packageName: string;
  versionCode: number;
  versionName: string;
  certificateSha256: string;
}

export interface ApkEngine {
  derivePackageName(url: string): string;
  generateSigningKey(subject?: { commonName?: string; organization?: string }): Promise<SigningKeyMaterial>;
  buildApk(config: EngineBuildConfig, key: SigningKeyMaterial): Promise<EngineBuiltApk>;
  /** True for the engine's ApkConfigError, whose message is written for users. */
  isConfigError(error: unknown): error is Error;
}
