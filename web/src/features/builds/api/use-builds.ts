import { userBuildsPath } from '@contracts/database-paths';
import { limitToLast, orderByChild, query, ref } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { type LiveValue, useLiveValue } from '@/lib/use-live-value';
import { type BuildGroup, toBuildGroups } from '../lib/to-build-groups';

/**
 * How many of the newest records are read: enough for the last few builds of every app a customer makes in a
 * month, without reading years of history on every change.
 */
const BUILDS_READ = 100;

/** builds/{uid}, live (docs/product.md "My builds"): a new build appears as soon as the server records it. */
export function useBuilds(uid: string): LiveValue<BuildGroup[]> {
  return useLiveValue(
    userBuildsPath(uid),
    () => query(ref(firebaseDb(), userBuildsPath(uid)), orderByChild('createdAt'), limitToLast(BUILDS_READ)),
    (raw) => toBuildGroups(raw),
  );
}
