import { equalBytes } from '../bytes/byte-writer.js';
import type { ParsedCertificate } from '../crypto/x509.js';
import { readZip } from '../zip/zip-reader.js';
import { decodeLineage } from './lineage-format.js';
import { verifyLineage } from './lineage.js';
import { verifySchemeBlock, type SchemeVerification } from './scheme-verifier.js';
import { findSigningBlock } from './signing-block.js';
import {
  PROOF_OF_ROTATION_ATTR_ID,
  STRIPPING_PROTECTION_ATTR_ID,
  V2_BLOCK_ID,
  V3_BLOCK_ID,
  V3_SCHEME_ID,
} from './signing-constants.js';
import { verifyV1 } from './v1-verifier.js';

export interface SignatureVerification {
  ok: boolean;
  schemes: { v1: boolean; v2: boolean; v3: boolean };
  issues: string[];
  /** The current signer: v3's when present, otherwise v2's. */
  certificate?: ParsedCertificate;
  /** The proof-of-rotation lineage of the v3 signer, oldest first, when the key was rotated. */
  lineage?: ParsedCertificate[];
}

/** A JAR signature is present when META-INF holds a signature file. */
function hasV1(files: ReadonlyMap<string, Uint8Array>): boolean {
  return [...files.keys()].some((name) => /^META-INF\/[^/]+\.SF$/i.test(name));
}

function namesV3(v2: SchemeVerification): boolean {
  const stripping = v2.attributes.get(STRIPPING_PROTECTION_ATTR_ID);
  return (
    stripping !== undefined &&
    stripping.length >= 4 &&
    new DataView(stripping.buffer, stripping.byteOffset).getUint32(0, true) === V3_SCHEME_ID
  );
}

/** The v3 signer's lineage, checked, and its agreement with the v3 signer; issues go to `issues`. */
function v3Lineage(v3: SchemeVerification, issues: string[]): ParsedCertificate[] | undefined {
  const attribute = v3.attributes.get(PROOF_OF_ROTATION_ATTR_ID);
  if (!attribute) return undefined;
  try {
    const verification = verifyLineage(decodeLineage(attribute));
    issues.push(...verification.issues.map((issue) => `v3: ${issue}`));
    const last = verification.certificates[verification.certificates.length - 1];
    const signer = v3.certificates[0];
    if (!last || !signer || !equalBytes(last.der, signer.der))
      issues.push('v3: the lineage does not end with the signer certificate');
    return verification.certificates;
  } catch (error) {
    issues.push(`v3: malformed lineage (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * Our own verifier: checks v2 (required), v3 and v1 when present, that v2's stripping protection matches the v3 block
 * (as the platform checks: a v2 signer naming v3 without a v3 block is refused), and that the schemes agree on the
 * signer: the same certificate, or after a rotation v1/v2 signed by the lineage's first certificate and v3 by its
 * last (apksig's rule: the past signers' lineage is that one certificate). Collects every issue.
 */
export function verifySignatures(
  apk: Uint8Array,
  files: ReadonlyMap<string, Uint8Array> = readZip(apk),
): SignatureVerification {
  const issues: string[] = [];
  const v1 = hasV1(files) ? verifyV1(files) : null;
  if (v1) issues.push(...v1.issues);
  const block = findSigningBlock(apk);
  let v2: SchemeVerification | null = null;
  let v3: SchemeVerification | null = null;
  if (!block) issues.push('no APK Signing Block');
  else {
    const v2Pair = block.pairs.find((p) => p.id === V2_BLOCK_ID);
    const v3Pair = block.pairs.find((p) => p.id === V3_BLOCK_ID);
    if (!v2Pair) issues.push('v2: block missing');
    else v2 = verifySchemeBlock(apk, block.start, v2Pair.value, 2);
    if (v3Pair) v3 = verifySchemeBlock(apk, block.start, v3Pair.value, 3);
    issues.push(...(v2?.issues ?? []), ...(v3?.issues ?? []));
    if (v2 && namesV3(v2) && !v3) issues.push('v2: names scheme v3 (stripping protection) but there is no v3 block');
    if (v2 && v3 && !namesV3(v2)) issues.push('v2: stripping-protection attribute missing beside a v3 block');
  }
  // The v1 marker must name exactly the schemes present: a device refuses one naming a stripped scheme.
  const present = [2, ...(v3 ? [3] : [])];
  for (const scheme of [2, 3]) {
    if (v1 && present.includes(scheme) !== v1.declaredSchemes.includes(scheme))
      issues.push(
        `v1: X-Android-APK-Signed ${present.includes(scheme) ? 'does not name' : 'names absent'} scheme ${scheme}`,
      );
  }
  const lineage = v3 ? v3Lineage(v3, issues) : undefined;
  const pastSigners = [v1?.certificate, v2?.certificates[0]].filter((c): c is ParsedCertificate => c !== undefined);
  const current = v3?.certificates[0] ?? v2?.certificates[0] ?? v1?.certificate;
  const oldest = lineage?.[0] ?? current;
  if (oldest && pastSigners.some((c) => !equalBytes(c.der, oldest.der)))
    issues.push(
      lineage
        ? 'v1/v2 are not signed by the first certificate of the v3 lineage'
        : 'schemes are signed by different certificates',
    );
  const result: SignatureVerification = {
    ok: issues.length === 0 && v2?.verified === true,
    schemes: { v1: v1?.verified ?? false, v2: v2?.verified ?? false, v3: v3?.verified ?? false },
    issues,
  };
  if (current) result.certificate = current;
  if (lineage) result.lineage = lineage;
  return result;
}
