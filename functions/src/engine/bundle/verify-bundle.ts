import { certificateFingerprint } from '../core/crypto/x509.js';
import { verifyV1 } from '../core/signing/v1-verifier.js';
import { readZipEntries, readZipEntryData } from '../core/zip/zip-reader.js';
import { checkZipEntries } from './rules/zip-entries-rule.js';
import { validateBundleFiles } from './validate-bundle.js';

export interface BundleVerification {
  ok: boolean;
  /** The JAR (v1) signature verifies and covers every file. */
  signed: boolean;
  /** SHA-256 of the signing (upload) certificate, colon-separated hex, when the signature could be read. */
  certificateSha256?: string;
  issues: string[];
}

/** Our validator and JAR signature verification of an App Bundle's bytes. Never throws. */
export function verifyBundle(bytes: Uint8Array): BundleVerification {
  const issues: string[] = [];
  let signed = false;
  let certificateSha256: string | undefined;
  try {
    const entries = readZipEntries(bytes);
    issues.push(...checkZipEntries(entries));
    const files = new Map(entries.map((e) => [e.name, readZipEntryData(bytes, e)]));
    issues.push(...validateBundleFiles(files));
    const v1 = verifyV1(files);
    issues.push(...v1.issues);
    signed = v1.verified;
    if (v1.certificate) certificateSha256 = certificateFingerprint(v1.certificate.der);
  } catch (error) {
    issues.push(`unreadable bundle: ${(error as Error).message}`);
  }
  const result: BundleVerification = { ok: issues.length === 0 && signed, signed, issues };
  if (certificateSha256) result.certificateSha256 = certificateSha256;
  return result;
}
