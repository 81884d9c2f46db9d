import { equalBytes } from '../bytes/byte-writer.js';
import type { ParsedCertificate } from '../crypto/x509.js';
import { readZip } from '../zip/zip-reader.js';
import { verifySchemeBlock } from './scheme-verifier.js';
import { findSigningBlock } from './signing-block.js';
import { STRIPPING_PROTECTION_ATTR_ID, V2_BLOCK_ID, V3_BLOCK_ID, V3_SCHEME_ID } from './signing-constants.js';
import { verifyV1 } from './v1-verifier.js';

export interface SignatureVerification {
  ok: boolean;
  schemes: { v1: boolean; v2: boolean; v3: boolean };
  issues: string[];
  certificate?: ParsedCertificate;
}

/** A JAR signature is present when META-INF holds a signature file. */
function hasV1(files: ReadonlyMap<string, Uint8Array>): boolean {
  return [...files.keys()].some((name) => /^META-INF\/[^/]+\.SF$/i.test(name));
}

/**
 * Our own verifier: checks v2 (required), v3 and v1 when the APK has them (sign-apk.ts says why ours do
 * not), that they agree on the signer, that v2's stripping protection matches the v3 block (as the
 * platform checks: a v2 signer naming v3 without a v3 block is refused), and collects every issue.
 */
export function verifySignatures(
  apk: Uint8Array,
  files: ReadonlyMap<string, Uint8Array> = readZip(apk),
): SignatureVerification {
  const issues: string[] = [];
  const v1 = hasV1(files) ? verifyV1(files) : null;
  if (v1) issues.push(...v1.issues);
  let v2 = false;
  let v3 = false;
  const certificates: ParsedCertificate[] = v1?.certificate ? [v1.certificate] : [];
  const block = findSigningBlock(apk);
  if (!block) issues.push('no APK Signing Block');
  else {
    for (const [id, scheme] of [
      [V2_BLOCK_ID, 2],
      [V3_BLOCK_ID, 3],
    ] as const) {
      const pair = block.pairs.find((p) => p.id === id);
      if (!pair) {
        if (scheme === 2) issues.push('v2: block missing');
        continue;
      }
      const result = verifySchemeBlock(apk, block.start, pair.value, scheme);
      issues.push(...result.issues);
      if (result.certificates[0]) certificates.push(result.certificates[0]);
      if (scheme === 2) {
        v2 = result.verified;
        const stripping = result.attributes.get(STRIPPING_PROTECTION_ATTR_ID);
        const namesV3 =
          stripping !== undefined &&
          stripping.length >= 4 &&
          new DataView(stripping.buffer, stripping.byteOffset).getUint32(0, true) === V3_SCHEME_ID;
        const hasV3 = block.pairs.some((p) => p.id === V3_BLOCK_ID);
        if (namesV3 && !hasV3) issues.push('v2: names scheme v3 (stripping protection) but there is no v3 block');
        if (hasV3 && !namesV3) issues.push('v2: stripping-protection attribute missing beside a v3 block');
      } else v3 = result.verified;
    }
  }
  // The v1 marker must name exactly the schemes present: a device refuses one naming a stripped scheme.
  const present = [2, ...(block?.pairs.some((p) => p.id === V3_BLOCK_ID) ? [3] : [])];
  for (const scheme of [2, 3]) {
    if (v1 && present.includes(scheme) !== v1.declaredSchemes.includes(scheme))
      issues.push(
        `v1: X-Android-APK-Signed ${present.includes(scheme) ? 'does not name' : 'names absent'} scheme ${scheme}`,
      );
  }
  const first = certificates[0];
  if (first && certificates.some((c) => !equalBytes(c.der, first.der)))
    issues.push('schemes are signed by different certificates');
  const result: SignatureVerification = {
    ok: issues.length === 0 && v2,
    schemes: { v1: v1?.verified ?? false, v2, v3 },
    issues,
  };
  if (first) result.certificate = first;
  return result;
}
