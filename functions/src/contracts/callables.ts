// The callable functions' names, inputs and results (docs/api.md "Callables"). The client sends these through
// httpsCallable; the server parses `data` as unknown and checks every field before trusting it.

export const CALLABLES = {
  createOrder: 'createOrder',
  verifyPayment: 'verifyPayment',
  deleteAccount: 'deleteAccount',
} as const;

export interface CreateOrderInput {
  requestId: string;
}

export interface CreateOrderResult {
  orderId: string;
  /** Minor units (paise), from the server's plan catalog. */
  amount: number;
  currency: 'INR';
  /** The Razorpay key id Checkout opens with. */
  keyId: string;
}

/** The three values Checkout's success handler receives, and the request they pay for. */
export interface VerifyPaymentInput {
  requestId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export interface VerifyPaymentResult {
  paymentStatus: 'paid';
}

/** deleteAccount takes no fields: the caller's recent sign-in is the proof. */
export type DeleteAccountInput = Record<string, never>;

export interface DeleteAccountResult {
  deleted: true;
}
