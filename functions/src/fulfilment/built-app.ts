import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { EngineBuildConfig, SigningKeyMaterial } from '../engine-pool/engine-port.js';

/** What every file of one request is built from: the request's app at one version, one key. */
export interface AppVersion {
  config: EngineBuildConfig & { packageName: string; versionCode: number };
  key: SigningKeyMaterial;
  /** The upload certificate the key's record names; the built file must carry the same. */
  certificateSha256: string;
  /**
   * When the package's Play signer is the owner's own key (docs/product.md "One signer for Play and your APKs"), the
   * App Bundle is signed with the package's separate upload key instead; the APK keeps `key`.
   */
  bundleKey?: { key: SigningKeyMaterial; certificateSha256: string };
}

/** The fields a ready deliverable gains; an app file also the shell version and target API it was built with. */
export type BuiltFields = Pick<DeliverableRecord, 'shellVersion' | 'targetSdk'> &
  Required<
    Pick<
      DeliverableRecord,
      | 'fileName'
      | 'size'
      | 'sha256'
      | 'contentType'
      | 'storagePath'
      | 'packageName'
      | 'versionCode'
      | 'versionName'
      | 'certificateSha256'
      | 'appLinkHosts'
    >
  >;
