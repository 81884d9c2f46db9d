import { buildApk, verifyApk, type AppConfig, type SigningKey } from '../../../functions/src/engine/index.js';
import type { Deliverable } from './deliverable.js';

/** npm run apk: the signed APK, checked by our verifier before it is written. */
export async function deliverApk(config: AppConfig, key: SigningKey): Promise<Deliverable> {
  const built = await buildApk(config, key);
  // minSdk 24 APKs carry APK Signature Scheme v2 only (the engine's core/signing/sign-apk.ts says why).
  const verification = verifyApk(built.bytes);
  const verdict = `v2 ${verification.schemes.v2 ? 'verified' : 'NOT verified'}`;
  const report = [`certificate: SHA-256 ${built.certificateSha256}`, `signatures:  ${verdict}`];
  if (verification.ok) return { built, report };
  return { built, report, failure: `the APK does not verify (${verdict}): ${verification.issues.join('; ')}` };
}
