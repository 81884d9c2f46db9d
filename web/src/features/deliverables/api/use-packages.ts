import { userPackagesPath } from '@contracts/database-paths';
import { parsePackageRecord, type PackageRecord } from '@contracts/packages';
import { parseChildren } from '@contracts/record-fields';
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { firebaseDb } from '@/lib/firebase-database';

export type SubscribePackages = (uid: string, onData: (packages: PackageRecord[] | null) => void) => () => void;

/**
 * packages/{uid} as a list by package name; records without a name are not shown. A package whose site was confirmed
 * before its key's certificate was summarised has no certificate yet: it is listed, and its export still works.
 */
function toPackageList(value: unknown): PackageRecord[] {
  return parseChildren(value, parsePackageRecord).sort((a, b) => a.packageName.localeCompare(b.packageName));
}

const subscribePackages: SubscribePackages = (uid, onData) =>
  onValue(
    ref(firebaseDb(), userPackagesPath(uid)),
    (snapshot) => onData(toPackageList(snapshot.val())),
    () => onData(null),
  );

/** The user's packages, live: null while loading or when the list cannot be read. */
export function usePackages(uid: string, subscribe: SubscribePackages = subscribePackages): PackageRecord[] | null {
  const [packages, setPackages] = useState<PackageRecord[] | null>(null);
  useEffect(() => subscribe(uid, setPackages), [uid, subscribe]);
  return packages;
}
