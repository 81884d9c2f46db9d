import { createHash, randomBytes } from 'node:crypto';
import type { ApkEngine, EngineBuildConfig, SigningKeyMaterial } from '../../engine-pool/engine-port.js';
import { SHELL_RELEASE } from '../../contracts/autopilot.js';
import {
  ApkConfigError,
  buildListingKit,
  certificateFingerprint,
  prepareSiteIcon,
  type ListingKit,
  type ListingKitInput,
  type SiteIcon,
} from '../../engine/index.js';

class FakeConfigError extends Error {}

/**
 * Stands in for the packaging engine: keys are random bytes, an "APK" or "bundle" is a JSON description of what
 * it was asked to build plus the certificate, so tests can read back which key and versionCode were used.
 */
export class FakeEngine implements ApkEngine {
  readonly generated: SigningKeyMaterial[] = [];
  readonly builds: { kind: 'apk' | 'aab'; config: EngineBuildConfig; key: SigningKeyMaterial }[] = [];
  private readonly failures: { kind: 'apk' | 'aab'; error: Error }[] = [];

  /** Makes the next build of this kind reject with `error` (a crash on our side, not a config error). */
  failNextBuild(kind: 'apk' | 'aab', error: Error = new Error('injected engine failure')): void {
    this.failures.push({ kind, error });
  }

  derivePackageName(url: string): string {
    const host = new URL(url).hostname;
    if (host === 'invalid.test') throw new FakeConfigError('This address cannot be turned into a package name.');
    return ['app', ...host.split('.').reverse()].join('.').replace(/[^a-z0-9.]/g, '');
  }

  async generateSigningKey(): Promise<SigningKeyMaterial> {
    const key = { privateKeyPkcs8: new Uint8Array(randomBytes(48)), certificate: new Uint8Array(randomBytes(64)) };
    this.generated.push(key);
    return key;
  }

  async buildApk(config: EngineBuildConfig, key: SigningKeyMaterial) {
    return this.build('apk', config, key);
  }

  async buildBundle(config: EngineBuildConfig, key: SigningKeyMaterial) {
    return this.build('aab', config, key);
  }

  private build(kind: 'apk' | 'aab', config: EngineBuildConfig, key: SigningKeyMaterial) {
    const failure = this.failures.findIndex((candidate) => candidate.kind === kind);
    if (failure >= 0) throw this.failures.splice(failure, 1)[0]!.error;
    if (config.appName === 'bad name') throw new FakeConfigError('App name is not usable.');
    this.builds.push({ kind, config, key });
    const bytes = Buffer.from(
      JSON.stringify({
        kind,
        url: config.url,
        appName: config.appName,
        packageName: config.packageName,
        versionCode: config.versionCode,
        icon: config.icon ? Buffer.from(config.icon).toString('base64') : null,
        extraHosts: config.extraHosts ?? [],
        certificate: Buffer.from(key.certificate).toString('base64'),
      }),
    );
    return {
      bytes: new Uint8Array(bytes),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      packageName: config.packageName ?? this.derivePackageName(config.url),
      versionCode: config.versionCode ?? 1,
      versionName: '1.0',
      certificateSha256: certificateFingerprint(key.certificate),
      shellVersion: SHELL_RELEASE.version,
      targetSdk: SHELL_RELEASE.targetSdk,
      // Not the engine's Public Suffix List: the start host and the extra hosts, enough to see them travel.
      appLinkHosts: [new URL(config.url).hostname, ...(config.extraHosts ?? [])],
    };
  }

  readonly proofs: { config: EngineBuildConfig; key: SigningKeyMaterial; token: string }[] = [];

  /** The fake APK of the app, its token recorded; a token with a space is refused like the engine's shape rule. */
  async buildOwnershipProofApk(config: EngineBuildConfig, key: SigningKeyMaterial, token: string) {
    if (/\s/.test(token) || token.length < 8) throw new FakeConfigError('The verification token is malformed.');
    this.proofs.push({ config, key, token });
    return this.build('apk', config, key);
  }

  /** Not Play's zip: the JSON of which key went to which encryption key. */
  async exportKeyForPlay(key: SigningKeyMaterial, encryptionKey: string): Promise<Uint8Array> {
    if (!encryptionKey.includes('BEGIN PUBLIC KEY')) throw new FakeConfigError('The Play encryption key is malformed.');
    const certificate = Buffer.from(key.certificate).toString('base64');
    return new Uint8Array(Buffer.from(JSON.stringify({ fake: 'play-key', certificate, encryptionKey })));
  }

  /** The next key with a fake lineage: the certificates one after another, and the original kept. */
  async rotateSigningKey(current: SigningKeyMaterial, next: SigningKeyMaterial): Promise<SigningKeyMaterial> {
    const chain = [...this.lineageOf(current), next.certificate];
    const originalKey = current.rotation?.originalKey ?? {
      privateKeyPkcs8: current.privateKeyPkcs8,
      certificate: current.certificate,
    };
    const lineage = new Uint8Array(Buffer.from(JSON.stringify(chain.map((c) => Buffer.from(c).toString('base64')))));
    return { ...next, rotation: { lineage, originalKey } };
  }

  lineageSha256(key: SigningKeyMaterial): string[] {
    return key.rotation ? this.lineageOf(key).map((c) => certificateFingerprint(c)) : [];
  }

  private lineageOf(key: SigningKeyMaterial): Uint8Array[] {
    if (!key.rotation) return [key.certificate];
    const chain = JSON.parse(Buffer.from(key.rotation.lineage).toString('utf8')) as string[];
    return chain.map((c) => new Uint8Array(Buffer.from(c, 'base64')));
  }

  /** Not a keystore: the JSON of what it was asked to protect, so tests can see the key, password and alias. */
  async exportPkcs12(key: SigningKeyMaterial, password: string, alias: string): Promise<Uint8Array> {
    const certificate = Buffer.from(key.certificate).toString('base64');
    return new Uint8Array(Buffer.from(JSON.stringify({ fake: 'pkcs12', alias, password, certificate })));
  }

  /** The real bounded decoders (the site import's tests serve real images), with this fake's config error. */
  async prepareSiteIcon(bytes: Uint8Array, maxBytes: number): Promise<SiteIcon | null> {
    try {
      return prepareSiteIcon(bytes, maxBytes);
    } catch (error) {
      if (error instanceof ApkConfigError) throw new FakeConfigError(error.message);
      throw error;
    }
  }

  readonly kits: ListingKitInput[] = [];

  /** The real kit (it is pure and quick), recorded so tests can read what it was made from. */
  async buildListingKit(input: ListingKitInput): Promise<ListingKit> {
    this.kits.push(input);
    try {
      return buildListingKit(input);
    } catch (error) {
      if (error instanceof ApkConfigError) throw new FakeConfigError(error.message);
      throw error;
    }
  }

  isConfigError(error: unknown): error is Error {
    return error instanceof FakeConfigError;
  }
}
