import { CALLABLES } from '@contracts/callables';
import type { ReplyToRequestInput, ReplyToRequestResult } from '@contracts/ops';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** Answers an "Update needed": the server adds the reply and moves the request back to review (docs/api.md). */
export async function replyToRequest(requestId: string, text: string): Promise<ReplyToRequestResult> {
  const call = httpsCallable<ReplyToRequestInput, ReplyToRequestResult>(firebaseFunctions(), CALLABLES.replyToRequest);
  return (await call({ requestId, text })).data;
}
