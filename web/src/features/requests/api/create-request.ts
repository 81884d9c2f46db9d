import { CALLABLES, type CreateRequestInput, type CreateRequestResult } from '@contracts/callables';
import type { RequestInput } from '@contracts/request-input';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/**
 * The createRequest callable (docs/api.md): the server validates with the same definition as the form, counts the
 * request against the account's quota and writes it; the live listener then shows it. Resolves with its id.
 */
export async function createRequest(input: RequestInput): Promise<string> {
  const call = httpsCallable<CreateRequestInput, CreateRequestResult>(firebaseFunctions(), CALLABLES.createRequest);
  const result = await call(input);
  return result.data.requestId;
}
