import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

export interface CreatedOrder {
  orderId: string;
  /** Minor units (paise), decided by the server from its plan catalog. */
  amount: number;
  currency: 'INR';
  keyId: string;
}

export async function createOrder(requestId: string): Promise<CreatedOrder> {
  const call = httpsCallable<{ requestId: string }, CreatedOrder>(firebaseFunctions(), 'createOrder');
  const result = await call({ requestId });
  return result.data;
}
