import { verify } from 'node:crypto';
import { equalBytes } from '../bytes/byte-writer.js';
import { parseCertificate, type ParsedCertificate } from '../crypto/x509.js';
import { publicKeyFromSpki } from '../crypto/keys.js';
import { chunkedSha256, digestSections } from './content-digest.js';
import { readIdAndBytes, readLengthPrefixed, readSequence, reader } from './length-prefixed.js';
import { SIGNATURE_RSA_PKCS1_SHA256, V3_MIN_SDK } from './signing-constants.js';

export interface SchemeVerification {
  verified: boolean;
  issues: string[];
  certificates: ParsedCertificate[];
  /** Additional attributes of the (first) signer, by id. */
  attributes: Map<number, Uint8Array>;
}

/**
 * Verifies one v2 or v3 block value against the APK, collecting issues rather than stopping at the first:
 * the signature over the signed data, the algorithm lists, the certificate/public key match and the content digest.
 */
export function verifySchemeBlock(
  apk: Uint8Array,
  blockStart: number,
  value: Uint8Array,
  scheme: 2 | 3,
): SchemeVerification {
  const issues: string[] = [];
  const certificates: ParsedCertificate[] = [];
  const attributes = new Map<number, Uint8Array>();
  const label = `v${scheme}`;
  try {
    const signers = readSequence(readLengthPrefixed(reader(value)));
    if (signers.length !== 1) issues.push(`${label}: expected one signer, found ${signers.length}`);
    for (const signer of signers) {
      const r = reader(signer);
      const signedData = readLengthPrefixed(r);
      const outerSdk = scheme === 3 ? [r.u32(), r.u32()] : [];
      const signatures = readSequence(readLengthPrefixed(r)).map(readIdAndBytes);
      const publicKeySpki = readLengthPrefixed(r);
      const publicKey = publicKeyFromSpki(publicKeySpki);
      const supported = signatures.find((s) => s.id === SIGNATURE_RSA_PKCS1_SHA256);
      if (!supported) issues.push(`${label}: no RSA/SHA-256 signature`);
      else if (!verify('sha256', signedData, publicKey, supported.value))
        issues.push(`${label}: signature over signed data does not verify`);
      const d = reader(signedData);
      const digests = readSequence(readLengthPrefixed(d)).map(readIdAndBytes);
      for (const cert of readSequence(readLengthPrefixed(d))) certificates.push(parseCertificate(cert));
      if (scheme === 3) {
        const innerSdk = [d.u32(), d.u32()];
        if (innerSdk[0] !== outerSdk[0] || innerSdk[1] !== outerSdk[1])
          issues.push('v3: signed and unsigned SDK ranges differ');
        if (innerSdk[0] !== V3_MIN_SDK)
          issues.push(`v3: minSdk ${innerSdk[0]} in the signer record, expected ${V3_MIN_SDK}`);
      }
      for (const attribute of readSequence(readLengthPrefixed(d))) {
        const a = reader(attribute);
        attributes.set(a.u32(), attribute.subarray(4));
      }
      const digestIds = digests.map((x) => x.id).join(',');
      if (digestIds !== signatures.map((x) => x.id).join(','))
        issues.push(`${label}: digest and signature algorithm lists differ`);
      const first = certificates[0];
      if (!first) issues.push(`${label}: no certificate`);
      else if (!equalBytes(first.publicKeySpki, publicKeySpki))
        issues.push(`${label}: public key does not match the certificate`);
      const digest = digests.find((x) => x.id === SIGNATURE_RSA_PKCS1_SHA256);
      if (digest && !equalBytes(digest.value, chunkedSha256(digestSections(apk, blockStart)))) {
        issues.push(`${label}: content digest does not match the APK`);
      }
    }
  } catch (error) {
    issues.push(`${label}: malformed block (${(error as Error).message})`);
  }
  return { verified: issues.length === 0, issues, certificates, attributes };
}
