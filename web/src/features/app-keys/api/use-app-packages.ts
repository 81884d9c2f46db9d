import type { AppUpdate } from '@contracts/autopilot';
import { userPackagesPath } from '@contracts/database-paths';
import type { PlaySigner } from '@contracts/key-lifecycle';
import { parsePackageRecord, type PackageRecord } from '@contracts/packages';
import { parseChildren } from '@contracts/record-fields';
import { ref } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { type LiveValue, useLiveValue } from '@/lib/use-live-value';

/** What the "Your apps" screens show of one package (docs/product.md "Keys that last", "Apps kept current"). */
export interface AppPackage {
  packageName: string;
  certificateSha256: string;
  signer: PlaySigner | null;
  uploadCertificateSha256: string | null;
  /** Oldest first, the current key last; empty when the key was never rotated. */
  lineageSha256: string[];
  rotatedAt: number | null;
  shellVersion: string | null;
  update: AppUpdate | null;
}

/** packages/{uid} as a list by package name (contracts' parser); a package without a key yet is left out. */
export function toAppPackages(value: unknown): AppPackage[] {
  return parseChildren(value, parsePackageRecord)
    .filter((r): r is PackageRecord & { certificateSha256: string } => typeof r.certificateSha256 === 'string')
    .map((r) => ({
      packageName: r.packageName,
      certificateSha256: r.certificateSha256,
      signer: r.signer ?? null,
      uploadCertificateSha256: r.uploadCertificateSha256 ?? null,
      lineageSha256: r.lineageSha256 ?? [],
      rotatedAt: r.rotatedAt ?? null,
      shellVersion: r.shellVersion ?? null,
      update: r.update ?? null,
    }))
    .sort((a, b) => a.packageName.localeCompare(b.packageName));
}

/** The user's packages, live. */
export function useAppPackages(uid: string): LiveValue<AppPackage[]> {
  return useLiveValue(userPackagesPath(uid), () => ref(firebaseDb(), userPackagesPath(uid)), toAppPackages);
}
