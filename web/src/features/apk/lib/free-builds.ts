import { useSyncExternalStore } from 'react';

/** What the last build (or refusal) of this visit said about the user's free builds in the current hour. */
export interface FreeBuilds {
  uid: string;
  left: number;
  perHour: number | null;
}

// Module state: the APK form unmounts when it closes, and the count must still be there when it opens again.
let current: FreeBuilds | null = null;
const listeners = new Set<() => void>();

export function rememberFreeBuilds(next: FreeBuilds): void {
  current = next.perHour === null && current?.uid === next.uid ? { ...next, perHour: current.perHour } : next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's free builds left this hour, once a build of this visit has told us (null before). */
export function useFreeBuilds(uid: string | undefined): FreeBuilds | null {
  const value = useSyncExternalStore(subscribe, () => current);
  return value && value.uid === uid ? value : null;
}

/** docs/product.md §2 "APK form": said before the limit is reached, so the refusal never comes as a surprise. */
export function freeBuildsText({ left, perHour }: FreeBuilds): string | null {
  if (perHour === null) return null;
  return `${left} of ${perHour} free build${perHour === 1 ? '' : 's'} left this hour.`;
}
