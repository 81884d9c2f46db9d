/** Shapes of the server-only money records (docs/data-model.md `orders/{orderId}`, `payments/{paymentId}`). */

export interface OrderRecord {
  orderId: string;
  /** Absent once the user deleted their account (the order is kept as a financial record). */
  uid?: string;
  requestId: string;
  planId: string;
  amount: number;
  currency: string;
  status: 'created' | 'paid';
  createdAt: number;
  paidAt?: number;
  paymentId?: string;
}

export type PaymentSource = 'checkout' | 'webhook';

export interface PaymentRecord {
  paymentId: string;
  orderId: string;
  uid?: string;
  requestId: string;
  amount: number;
  source: PaymentSource;
  verifiedAt: number;
}

/** Razorpay ids: `order_` / `pay_` followed by 14 base62 characters; we accept any base62 tail. */
export const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
export const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
