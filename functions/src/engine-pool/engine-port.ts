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
  /** The ownership-proof APK of developer verification; config error 'verificationToken' for a bad token. */
  buildOwnershipProofApk(config: EngineBuildConfig, key: SigningKeyMaterial, token: string): Promise<BuiltApk>;
  /** The key encrypted for Play Console (pepk's zip); config error 'encryptionKey' for a key that is not Play's kind. */
  exportKeyForPlay(key: SigningKeyMaterial, encryptionKey: string): Promise<Uint8Array>;
  /** `next` carrying the proof that `current` handed over to it (a signed lineage link, milliseconds of work). */
  rotateSigningKey(current: SigningKeyMaterial, next: SigningKeyMaterial): Promise<SigningKeyMaterial>;
  /** The SHA-256 of every certificate of a rotated key's lineage, oldest first ([] when it was never rotated). */
  lineageSha256(key: SigningKeyMaterial): string[];
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
