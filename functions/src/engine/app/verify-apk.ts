import { verifySignatures } from '../core/signing/verify-signatures.js';
import { readZipEntries, readZipEntryData } from '../core/zip/zip-reader.js';
import { checkStructure } from './structure-checks.js';

export interface ApkVerification {
  ok: boolean;
  schemes: { v1: boolean; v2: boolean; v3: boolean };
  issues: string[];
}

/**
 * Our own verifier: signatures (v2; v1 and v3 when present, see core/signing/sign-apk.ts) and the
 * structural checks the Google tools miss. Never throws.
 */
export function verifyApk(bytes: Uint8Array): ApkVerification {
  const issues: string[] = [];
  let schemes = { v1: false, v2: false, v3: false };
  try {
    const entries = readZipEntries(bytes);
    const files = new Map(entries.map((e) => [e.name, readZipEntryData(bytes, e)]));
    if (files.size !== entries.length) issues.push('duplicate zip entries');
    const signatures = verifySignatures(bytes, files);
    schemes = signatures.schemes;
    issues.push(...signatures.issues, ...checkStructure(entries, files));
  } catch (error) {
    issues.push(`unreadable APK: ${(error as Error).message}`);
  }
  return { ok: issues.length === 0 && schemes.v2, schemes, issues };
}
