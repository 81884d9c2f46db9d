/** Order and payment entities in the shapes of Razorpay's API. */
export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay answers `[]` (not `{}`) when an order has no notes. */
  notes: Record<string, string> | [];
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /** 'refunded' once the whole amount is refunded; a partial refund leaves it 'captured'. */
  status: 'captured' | 'failed' | 'refunded';
  order_id: string | null;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
}

/** A refund (POST /v1/payments/:id/refund); the sandbox processes it at once. */
export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export type DisputeStatus = 'open' | 'under_review' | 'won' | 'lost' | 'closed';

/** A dispute the payer's bank raised (Razorpay's Disputes entity); the sandbox raises them on request. */
export interface DisputeEntity {
  id: string;
  entity: 'dispute';
  payment_id: string;
  amount: number;
  currency: string;
  amount_deducted: number;
  reason_code: string;
  respond_by: number;
  status: DisputeStatus;
  phase: 'chargeback';
  created_at: number;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
