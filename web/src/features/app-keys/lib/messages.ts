import { failureMessage } from '@/lib/failure-message';

// The texts of "Your apps" (docs/product.md "Keys that last", "Apps kept current"); the contracts hold the ones the
// server or the emails share (PLAY_SIGNER_TEXT, VERIFICATION_COUNTRIES_TEXT, AUTOPILOT_TEXT).

/** The one meaning of every failure (lib/failure-message.ts): the server's sentence, never a bare code or provider text. */
export const messageOf = (failure: unknown): string => failureMessage(failure, 'That did not work. Please try again.');

export const appKeysMessages = {
  cardTitle: 'Your apps: keys and verification',
  cardSubtitle: 'Who signs each app on Google Play, the key file for Play, and the proof Android asks for.',
  empty: 'Your apps appear here after their first build.',
  signerLegend: 'Who signs this app on Google Play?',
  signerSave: 'Save choice',
  signerSaved: 'Choice saved.',
  signerFailed: (message: string) => `Failed to save the choice: ${message}`,
  uploadKey: (sha256: string) => `Upload key (signs your App Bundles): SHA-256 ${sha256}`,
  playKeyLabel: 'Play encryption key',
  playKeyHint:
    'In Play Console: Test and release > App integrity > Play app signing > Change app signing key > ' +
    'Export and upload a key from Java keystore. Download the encryption public key and paste its contents here.',
  playKeyEmpty: 'Paste the encryption public key Play Console shows.',
  playKeyButton: 'Download the file for Play',
  playKeyDone: 'File for Play downloaded. Upload it in Play Console where it asks for the encrypted key.',
  playKeyFailed: (message: string) => `Failed to make the file for Play: ${message}`,
  accountPassword: 'Your account password',
  accountPasswordHint: 'Handing out a key needs a fresh sign-in.',
  googleConfirm: 'You will be asked to confirm your Google account.',
  verificationTitle: 'Android developer verification',
  facts: 'Register these in Android Developer Console:',
  packageFact: 'Package name',
  apkKeyFact: 'SHA-256 of the key that signs your APKs',
  uploadKeyFact: 'SHA-256 of your upload key',
  tokenLabel: 'Verification token',
  tokenHint: 'The single line Android Developer Console shows for this package and key.',
  proofButton: 'Download verification APK',
  proofDone: 'Verification APK downloaded. Upload it in Android Developer Console to prove you hold the key.',
  proofFailed: (message: string) => `Failed to build the verification APK: ${message}`,
  rotated: (when: string) => `This app's key was replaced on ${when}. The APKs carry the proof that links the keys:`,
  updatesTitle: 'App updates',
  updatesSubtitle: 'A newer app shell is ready. Rebuilding keeps your key, so the update installs over your app.',
  requiredBy: (date: string, api: number) => `Google Play requires target API ${api} for updates from ${date}.`,
  rebuilt: (versionCode: number) => `Rebuilt as version ${versionCode}. The download has started.`,
  rebuildFailed: (message: string) => `Failed to rebuild: ${message}`,
  bundleDelivered: 'The new App Bundle is in your request, ready for Google Play.',
} as const;
