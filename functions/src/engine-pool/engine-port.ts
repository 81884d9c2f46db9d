import type {
  AppConfig,
  BuiltApk,
  BuiltBundle,
  ListingKit,
  ListingKitInput,
  SigningKey,
  SiteIcon,
} from '../engine/index.js';

/**
 * What the build endpoint, fulfilment, key export and site import need from the packaging engine
 * (functions/src/engine/index.ts), in the engine's own types. The deployed functions pass the engine behind a worker
 * pool (engine-pool/pooled-engine.ts), so the heavy calls never run on a request's thread; unit tests pass a fake.
 */
export type SigningKeyMaterial = SigningKey;
export type EngineBuildConfig = Pick<
  AppConfig,
  | 'url'
  | 'appName'
  | 'packageName'
  | 'versionCode'
  | 'icon'
  | 'themeColor'
  | 'backgroundColor'
  | 'orientation'
  | 'permissions'
  | 'versionName'
  | 'extraHosts'
  | 'pullToRefresh'
  | 'notificationFeedUrl'
>;

export interface ApkEngine {
  derivePackageName(url: string): string;
  generateSigningKey(subject?: { commonName?: string; organization?: string }): Promise<SigningKeyMaterial>;
  buildApk(config: EngineBuildConfig, key: SigningKeyMaterial): Promise<BuiltApk>;
  /** The Play App Bundle of the same app, signed with the same key (the upload key); same config errors. */
  buildBundle(config: EngineBuildConfig, key: SigningKeyMaterial): Promise<BuiltBundle>;
  /** The key as a PKCS#12 file (PBES2/AES-256) that keytool opens with `password` (key export). */
  exportPkcs12(key: SigningKeyMaterial, password: string, alias: string): Promise<Uint8Array>;
  /**
   * A site's icon decoded with the engine's bounded decoders and re-encoded to at most `maxBytes` (site import); null
   * when it is smaller than the engine wants. Rejects with the config error for bytes that are not a PNG/JPEG it reads.
   */
  prepareSiteIcon(bytes: Uint8Array, maxBytes: number): Promise<SiteIcon | null>;
  /** The store listing kit: Play's icon and feature graphic drawn, the guide written, all zipped (publishing). */
  buildListingKit(input: ListingKitInput): Promise<ListingKit>;
  /** True for the engine's ApkConfigError, whose message is written for users. */
  isConfigError(error: unknown): error is Error;
}
