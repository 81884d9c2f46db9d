import { certificateFingerprint } from '../core/crypto/x509.js';
import { verifySignatures } from '../core/signing/verify-signatures.js';
import { readZipEntries, readZipEntryData } from '../core/zip/zip-reader.js';
import { checkStructure } from './structure-checks.js';

export interface ApkVerification {
  ok: boolean;
  schemes: { v1: boolean; v2: boolean; v3: boolean };
  issues: string[];
  /** SHA-256 of the current signer's certificate (v3's), when one was read. */
  certificateSha256?: string;
  /** After a key rotation: the SHA-256 of every certificate of the v3 lineage, oldest first. */
  lineageSha256?: string[];
}

/**
 * Our own verifier: signatures (v2 required; v3 and v1 when present, and a rotation's lineage, see
 * core/signing/verify-signatures.ts) and the structural checks the Google tools miss. Never throws.
 */
export function verifyApk(bytes: Uint8Array): ApkVerification {
  const issues: string[] = [];
  let schemes = { v1: false, v2: false, v3: false };
  const facts: Pick<ApkVerification, 'certificateSha256' | 'lineageSha256'> = {};
  try {
    const entries = readZipEntries(bytes);
    const files = new Map(entries.map((e) => [e.name, readZipEntryData(bytes, e)]));
    if (files.size !== entries.length) issues.push('duplicate zip entries');
    const signatures = verifySignatures(bytes, files);
    schemes = signatures.schemes;
    if (signatures.certificate) facts.certificateSha256 = certificateFingerprint(signatures.certificate.der);
    if (signatures.lineage) facts.lineageSha256 = signatures.lineage.map((c) => certificateFingerprint(c.der));
    issues.push(...signatures.issues, ...checkStructure(entries, files));
  } catch (error) {
    issues.push(`unreadable APK: ${(error as Error).message}`);
  }
  return { ok: issues.length === 0 && schemes.v2, schemes, issues, ...facts };
}
