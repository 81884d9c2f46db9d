import { createHash } from 'node:crypto';
import { verifyDetachedSignedData } from '../crypto/pkcs7.js';
import type { ParsedCertificate } from '../crypto/x509.js';
import { parseJarManifest } from './jar-manifest.js';
import { V1_MANIFEST, V1_SIGNATURE_BLOCK, V1_SIGNATURE_FILE } from './signing-constants.js';
import { isV1SignatureFile } from './v1-signer.js';

const sha256Base64 = (data: Uint8Array) => createHash('sha256').update(data).digest('base64');

export interface V1Verification {
  verified: boolean;
  issues: string[];
  certificate?: ParsedCertificate;
  /** Scheme ids named by X-Android-APK-Signed (stripping protection). */
  declaredSchemes: number[];
}

/** Verifies the JAR signature of an APK's files, collecting every issue. */
export function verifyV1(files: ReadonlyMap<string, Uint8Array>): V1Verification {
  const issues: string[] = [];
  const manifest = files.get(V1_MANIFEST);
  const signatureFile = files.get(V1_SIGNATURE_FILE);
  const block = files.get(V1_SIGNATURE_BLOCK);
  if (!manifest || !signatureFile || !block) {
    return { verified: false, issues: ['v1: MANIFEST.MF, CERT.SF or CERT.RSA missing'], declaredSchemes: [] };
  }
  let certificate: ParsedCertificate | undefined;
  let declaredSchemes: number[] = [];
  try {
    const signature = verifyDetachedSignedData(block, signatureFile);
    issues.push(...signature.issues.map((i) => `v1: ${i}`));
    certificate = signature.certificate;
    const mf = parseJarManifest(manifest);
    const sf = parseJarManifest(signatureFile);
    declaredSchemes = (sf.main.attributes.get('X-Android-APK-Signed') ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter(Boolean);
    const manifestDigest = sf.main.attributes.get('SHA-256-Digest-Manifest');
    if (manifestDigest !== sha256Base64(manifest)) {
      // Per JAR spec a whole-manifest mismatch falls back to per-section digests.
      for (const [name, section] of sf.entries) {
        const expected = mf.entries.get(name);
        if (!expected || section.attributes.get('SHA-256-Digest') !== sha256Base64(expected.raw)) {
          issues.push(`v1: CERT.SF digest of manifest section ${name} does not match`);
        }
      }
    }
    for (const [name, data] of files) {
      if (isV1SignatureFile(name) || name.endsWith('/')) continue;
      const section = mf.entries.get(name);
      if (!section) issues.push(`v1: ${name} is not covered by MANIFEST.MF`);
      else if (section.attributes.get('SHA-256-Digest') !== sha256Base64(data))
        issues.push(`v1: digest of ${name} does not match`);
    }
    for (const name of mf.entries.keys()) if (!files.has(name)) issues.push(`v1: ${name} is listed but missing`);
  } catch (error) {
    issues.push(`v1: malformed signature (${(error as Error).message})`);
  }
  const result: V1Verification = { verified: issues.length === 0, issues, declaredSchemes };
  if (certificate) result.certificate = certificate;
  return result;
}
