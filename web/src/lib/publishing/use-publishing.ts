import { publishingPath } from '@contracts/database-paths';
import { ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { firebaseDb } from '@/lib/firebase-database';
import { useLiveValue, type LiveValue } from '@/lib/use-live-value';
import { toPublishingView, type PublishingView } from './publishing-view';

/** A request's publishing record, live (the owner's, or any for support: database.rules.json). */
export function usePublishing(uid: string, requestId: string): LiveValue<PublishingView | null> {
  const path = publishingPath(uid, requestId);
  return useLiveValue(path, () => ref(firebaseDb(), path), toPublishingView);
}

/** The time, refreshed every `everyMs`: the promise's clock counts down on screen. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
