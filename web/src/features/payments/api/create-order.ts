import { CALLABLES, type CreateOrderInput, type CreateOrderResult } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** An order for the caller's unpaid request; the amount comes from the server's catalog (docs/api.md). */
export async function createOrder(requestId: string): Promise<CreateOrderResult> {
  const call = httpsCallable<CreateOrderInput, CreateOrderResult>(firebaseFunctions(), CALLABLES.createOrder);
  const result = await call({ requestId });
  return result.data;
}
