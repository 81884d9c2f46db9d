import { userPackagesPath } from '@contracts/database-paths';
import type { PackageRecord } from '@contracts/packages';
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { firebaseDb } from '@/lib/firebase-database';

export type PackageSummary = Pick<PackageRecord, 'packageName'> &
  Partial<Pick<PackageRecord, 'certificateSha256' | 'lastExportedAt' | 'exportCount' | 'lastVersionCode'>>;

export type SubscribePackages = (uid: string, onData: (packages: PackageSummary[] | null) => void) => () => void;

/**
 * packages/{uid} as a list by package name; records without a name are not shown. A package whose site was confirmed
 * before its key's certificate was summarised has no certificate yet: it is listed, and its export still works.
 */
function toPackageList(value: unknown): PackageSummary[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value as Record<string, Partial<PackageRecord>>)
    .filter((r): r is PackageSummary => typeof r?.packageName === 'string')
    .map((r) => ({
      packageName: r.packageName,
      ...(typeof r.certificateSha256 === 'string' ? { certificateSha256: r.certificateSha256 } : {}),
      ...(typeof r.lastExportedAt === 'number' ? { lastExportedAt: r.lastExportedAt } : {}),
      ...(typeof r.exportCount === 'number' ? { exportCount: r.exportCount } : {}),
      ...(typeof r.lastVersionCode === 'number' ? { lastVersionCode: r.lastVersionCode } : {}),
    }))
    .sort((a, b) => a.packageName.localeCompare(b.packageName));
}

const subscribePackages: SubscribePackages = (uid, onData) =>
  onValue(
    ref(firebaseDb(), userPackagesPath(uid)),
    (snapshot) => onData(toPackageList(snapshot.val())),
    () => onData(null),
  );

/** The user's packages, live: null while loading or when the list cannot be read. */
export function usePackages(uid: string, subscribe: SubscribePackages = subscribePackages): PackageSummary[] | null {
  const [packages, setPackages] = useState<PackageSummary[] | null>(null);
  useEffect(() => subscribe(uid, setPackages), [uid, subscribe]);
  return packages;
}
