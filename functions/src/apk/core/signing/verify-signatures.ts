import { equalBytes } from '../bytes/byte-writer.js';
import type { ParsedCertificate } from '../crypto/x509.js';
import { readZip } from '../zip/zip-reader.js';
import { verifySchemeBlock } from './scheme-verifier.js';
import { findSigningBlock } from './signing-block.js';
import { V2_BLOCK_ID, V3_BLOCK_ID } from './signing-constants.js';
import { verifyV1 } from './v1-verifier.js';

export interface SignatureVerification {
  ok: boolean;
  schemes: { v1: boolean; v2: boolean; v3: boolean };
  issues: string[];
  certificate?: ParsedCertificate;
}

/** Our own verifier: checks v1, v2 and v3, that they agree on the signer, and collects every issue. */
export function verifySignatures(
  apk: Uint8Array,
  files: ReadonlyMap<string, Uint8Array> = readZip(apk),
): SignatureVerification {
  const issues: string[] = [];
  const v1 = verifyV1(files);
  issues.push(...v1.issues);
  let v2 = false;
  let v3 = false;
  const certificates: ParsedCertificate[] = v1.certificate ? [v1.certificate] : [];
  const block = findSigningBlock(apk);
  if (!block) issues.push('no APK Signing Block');
  else {
    for (const [id, scheme] of [
      [V2_BLOCK_ID, 2],
      [V3_BLOCK_ID, 3],
    ] as const) {
      const pair = block.pairs.find((p) => p.id === id);
      if (!pair) {
        issues.push(`v${scheme}: block missing`);
        continue;
      }
      const result = verifySchemeBlock(apk, block.start, pair.value, scheme);
      issues.push(...result.issues);
      if (result.certificates[0]) certificates.push(result.certificates[0]);
      if (scheme === 2) v2 = result.verified;
      else v3 = result.verified;
    }
  }
  for (const scheme of [2, 3]) {
    if (!v1.declaredSchemes.includes(scheme)) issues.push(`v1: X-Android-APK-Signed does not name scheme ${scheme}`);
  }
  const first = certificates[0];
  if (first && certificates.some((c) => !equalBytes(c.der, first.der)))
    issues.push('schemes are signed by different certificates');
  const result: SignatureVerification = {
    ok: issues.length === 0 && v1.verified && v2 && v3,
    schemes: { v1: v1.verified, v2, v3 },
    issues,
  };
  if (first) result.certificate = first;
  return result;
}
