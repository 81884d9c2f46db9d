import { CALLABLES, type DeleteRequestInput, type DeleteRequestResult } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** Refused by the server once the request is paid; removes its timeline and deliverables with it. */
export async function deleteRequest(requestId: string): Promise<void> {
  const call = httpsCallable<DeleteRequestInput, DeleteRequestResult>(firebaseFunctions(), CALLABLES.deleteRequest);
  await call({ requestId });
}
