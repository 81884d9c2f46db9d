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
  status: 'captured' | 'failed';
  order_id: string | null;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: 0;
  refund_status: null;
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

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
