import {
  buildApk,
  buildOwnershipProofApk,
  verifyApk,
  type AppConfig,
  type BuiltApk,
  type SigningKey,
} from '../../../functions/src/engine/index.js';
import type { Deliverable } from './deliverable.js';

/** Our verifier's verdict on an APK, in the lines the command prints. */
function report(built: BuiltApk): Deliverable {
  // v2, and v3 after a key rotation; no JAR signature: the engine's app/build-apk.ts signAppEntries says why.
  const verification = verifyApk(built.bytes);
  const { v2, v3 } = verification.schemes;
  const verdict = `v2 ${v2 ? 'verified' : 'NOT verified'}, v3 ${v3 ? 'verified' : 'absent'}`;
  const lines = [`certificate: SHA-256 ${built.certificateSha256}`, `signatures:  ${verdict}`];
  const lineage = verification.lineageSha256;
  if (lineage)
    lines.push(
      `lineage:     ${lineage.length} certificates, first to current (v2 keeps the first for Android 7 and 8):`,
      ...lineage.map((sha256) => `             SHA-256 ${sha256}`),
    );
  if (verification.ok) return { built, report: lines };
  return { built, report: lines, failure: `the APK does not verify (${verdict}): ${verification.issues.join('; ')}` };
}

/** npm run apk: the signed APK, checked by our verifier before it is written. */
export async function deliverApk(config: AppConfig, key: SigningKey): Promise<Deliverable> {
  return report(await buildApk(config, key));
}

/** npm run apk -- --verification-token: the ownership-proof APK of developer verification, checked the same way. */
export function deliverProofApk(token: string): (config: AppConfig, key: SigningKey) => Promise<Deliverable> {
  return async (config, key) => {
    const delivered = report(await buildOwnershipProofApk(config, key, token));
    delivered.report.push('proof:       assets/adi-registration.properties holds the token (not a release)');
    return delivered;
  };
}
