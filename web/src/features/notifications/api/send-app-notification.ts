import { CALLABLES } from '@contracts/callables';
import type { SendAppNotificationInput, SendAppNotificationResult } from '@contracts/notifications';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** sendAppNotification (docs/api.md "App notifications"): the server checks everything again and decides. */
export async function sendAppNotification(input: SendAppNotificationInput): Promise<SendAppNotificationResult> {
  const call = httpsCallable<SendAppNotificationInput, SendAppNotificationResult>(
    firebaseFunctions(),
    CALLABLES.sendAppNotification,
  );
  return (await call(input)).data;
}
