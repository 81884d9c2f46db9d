// Keys that last (docs/product.md "Keys that last", docs/api.md "Keys that last"): the signer choice, the Play
// export, the verification kit and key rotation, as the callables, the web app and the command line share them.

/**
 * Who holds the key Play signs the app with (docs/product.md "One signer for Play and your APKs"):
 * - 'play': Play App Signing's default, a key Google makes. Our APKs and Play's then have different signers: an APK
 *   installed from us does not update from Play, and the other way round.
 * - 'own': Play signs with the app's own key (uploaded once, encrypted, with exportKeyForPlay). APKs shared before
 *   keep updating from Play; bundles are then signed with a separate upload key.
 */
export const PLAY_SIGNERS = ['play', 'own'] as const;
export type PlaySigner = (typeof PLAY_SIGNERS)[number];

/** What the choice means, word for word as the dashboard says it. */
export const PLAY_SIGNER_TEXT: Record<PlaySigner, { label: string; consequence: string }> = {
  play: {
    label: 'Play keeps its own key',
    consequence:
      'Simplest. Google makes the key Play signs with. APKs you already shared will not update from Play: people ' +
      'who installed them must uninstall and install again from Play.',
  },
  own: {
    label: 'Play uses my key, so the APKs I already shared keep updating',
    consequence:
      "Recommended when you shared APKs. You upload this app's key to Play once (we make the encrypted file). " +
      'App Bundles are then signed with a separate upload key, which Google can reset if it is ever lost.',
  },
};

/** Which of a package's keys a callable means: the key its APKs are signed with, or the separate upload key. */
export const PACKAGE_KEYS = ['signing', 'upload'] as const;
export type PackageKeyKind = (typeof PACKAGE_KEYS)[number];

export interface SetPackageSignerInput {
  packageName: string;
  signer: PlaySigner;
}
export interface SetPackageSignerResult {
  signer: PlaySigner;
  /** 'own': the upload key's certificate (made on the first choice of 'own', then kept). */
  uploadCertificateSha256: string | null;
}

export interface ExportKeyForPlayInput {
  packageName: string;
  /** The encryption public key Play Console shows (PEM, or its base64 body). */
  encryptionKey: string;
}
export interface ExportKeyForPlayResult {
  /** The zip Play Console takes (pepk --rsa-aes-encryption --include-cert format), base64. */
  zipBase64: string;
  fileName: string;
  certificateSha256: string;
}

export interface BuildVerificationProofInput {
  packageName: string;
  /** The token Android Developer Console shows (contracts/developer-verification.ts). */
  token: string;
  /** Which key the proof is for; default 'signing'. */
  key?: PackageKeyKind;
}
export interface BuildVerificationProofResult {
  apkBase64: string;
  fileName: string;
  certificateSha256: string;
}

/** `{packageName}-play-key.zip`, `{packageName}-verification.apk`. */
export const playKeyFileName = (packageName: string): string => `${packageName}-play-key.zip`;
export const proofApkFileName = (packageName: string): string => `${packageName}-verification.apk`;

export interface OpsRotateAppKeyInput {
  uid: string;
  packageName: string;
  /** The certificate support saw: a retry after the rotation finished answers it instead of rotating again. */
  fromCertificateSha256: string;
  reason: string;
}
export interface OpsRotateAppKeyResult {
  /** false when the key had already left `fromCertificateSha256` (a retry): nothing more was done. */
  rotated: boolean;
  certificateSha256: string;
  lineageSha256: string[];
  auditId: string | null;
}

export const KEY_LIFECYCLE_MESSAGES = {
  noKey: (packageName: string) => `You have no signing key for ${packageName} yet: it is made with its first build.`,
  chooseOwnFirst: 'Choose "Play uses my key" for this app first, then make the file for Play.',
  noUploadKey: 'This app has no separate upload key: choose "Play uses my key" to make one.',
  rotationNoKey: (packageName: string) => `${packageName} has no signing key to rotate.`,
  rotationMoved: 'The key has changed since you looked: reload and check before rotating again.',
} as const;
