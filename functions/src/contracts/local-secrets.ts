// Secrets that must never run a deployed project: the placeholder the committed
// functions/.secret.local.example holds, and the sandbox values that example once held in clear. `npm start` writes
// random values instead (tools/stack/src/local-secrets.ts); functions/src/config.ts refuses these outside the emulator.

/** Every value of functions/.secret.local.example: not a secret, a note that `npm start` generates the real one. */
export const SECRET_PLACEHOLDER = 'generated-by-npm-start';

/** Values that were committed to the repository, so anyone can read them: the sandbox's first key and secrets. */
export const PUBLISHED_SANDBOX_SECRETS: readonly string[] = [
  'rzp_test_apkforgesandbox',
  'apkforge-sandbox-key-secret',
  'apkforge-sandbox-webhook-secret',
  'qfCWT4TVV/VLz/SiThARx3+H6PIXwPf14M/EsPdlkMo=',
];

/** True for a value no deployed project may use: empty, the placeholder, or a published sandbox value. */
export function isPublishedSecret(value: string): boolean {
  return value.trim() === '' || value.trim() === SECRET_PLACEHOLDER || PUBLISHED_SANDBOX_SECRETS.includes(value.trim());
}
