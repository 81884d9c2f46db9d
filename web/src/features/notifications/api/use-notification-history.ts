import { userNotificationsPath } from '@contracts/database-paths';
import { ref } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { type LiveValue, useLiveValue } from '@/lib/use-live-value';
import { toHistory, type NotificationHistory } from '../lib/to-history';

/**
 * notifications/{uid}, live (docs/data-model.md `notifications`): a sent notification appears at once, and its
 * figures move as the apps report fetches and taps.
 */
export function useNotificationHistory(uid: string): LiveValue<NotificationHistory> {
  return useLiveValue(
    userNotificationsPath(uid),
    () => ref(firebaseDb(), userNotificationsPath(uid)),
    (raw) => toHistory(raw),
  );
}
