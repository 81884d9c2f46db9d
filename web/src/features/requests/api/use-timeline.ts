import type { TimelineEntry } from '@contracts/timeline';
import { requestTimelinePath } from '@contracts/database-paths';
import { ref } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { toTimeline } from '@/lib/timeline/to-timeline';
import { useLiveValue, type LiveValue } from '@/lib/use-live-value';

/** The request's timeline, live (timeline/{uid}/{requestId}: the owner reads it; only the server writes it). */
export function useTimeline(uid: string, requestId: string): LiveValue<TimelineEntry[]> {
  const path = requestTimelinePath(uid, requestId);
  return useLiveValue(path, () => ref(firebaseDb(), path), toTimeline);
}
