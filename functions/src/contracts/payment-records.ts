import type { RefundStatus } from './requests.js';

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

/** One dispute of a payment, as its latest event said (`at`: the event's time, seconds). */
export interface DisputeRecord {
  status: 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';
  amount: number;
  amountDeducted: number;
  at: number;
}

export interface PaymentRecord {
  paymentId: string;
  orderId: string;
  uid?: string;
  requestId: string;
  amount: number;
  source: PaymentSource;
  verifiedAt: number;
  // From refund and dispute webhooks (payments/money-back.ts); amounts in paise.
  refundedAmount?: number;
  /** Each refund's amount by Razorpay refund id. */
  refunds?: Record<string, number>;
  disputes?: Record<string, DisputeRecord>;
  refundStatus?: RefundStatus;
}
