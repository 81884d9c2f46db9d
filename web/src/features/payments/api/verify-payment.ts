import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

export interface VerifyPaymentInput {
  requestId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** The server checks the Checkout signature and marks the request paid (clients never write it). */
export async function verifyPayment(input: VerifyPaymentInput): Promise<{ paymentStatus: 'paid' }> {
  const call = httpsCallable<VerifyPaymentInput, { paymentStatus: 'paid' }>(firebaseFunctions(), 'verifyPayment');
  const result = await call(input);
  return result.data;
}
