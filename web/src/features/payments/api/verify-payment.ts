import { CALLABLES, type VerifyPaymentInput, type VerifyPaymentResult } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** The server checks the Checkout signature and marks the request paid (clients never write it). */
export async function verifyPayment(input: VerifyPaymentInput): Promise<VerifyPaymentResult> {
  const call = httpsCallable<VerifyPaymentInput, VerifyPaymentResult>(firebaseFunctions(), CALLABLES.verifyPayment);
  const result = await call(input);
  return result.data;
}
