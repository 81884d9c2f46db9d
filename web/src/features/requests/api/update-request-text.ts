import { CALLABLES, type UpdateRequestTextInput, type UpdateRequestTextResult } from '@contracts/callables';
import type { EditableRequestField } from '@contracts/requests';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** docs/product.md §7: the description or the extra instructions of an unpaid request; the server stamps the time. */
export async function updateRequestText(requestId: string, field: EditableRequestField, value: string): Promise<void> {
  const call = httpsCallable<UpdateRequestTextInput, UpdateRequestTextResult>(
    firebaseFunctions(),
    CALLABLES.updateRequestText,
  );
  await call({ requestId, field, value: value.trim() });
}
