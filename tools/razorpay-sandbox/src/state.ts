import {
  nowSeconds,
  type DisputeEntity,
  type DisputeStatus,
  type OrderEntity,
  type PaymentEntity,
  type RefundEntity,
} from './entities.js';
import { badRequest, type RazorpayError } from './errors.js';
import { razorpayId } from './ids.js';

export interface NewOrder {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
}

export interface CheckoutPayer {
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
}

const MIN_AMOUNT_INR = 100;
const MAX_NOTES = 15;

/** Razorpay's own validation of POST /v1/orders, with its messages. Returns the order or the error body. */
export function validateNewOrder(body: unknown): NewOrder | RazorpayError {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const amount = typeof input.amount === 'string' && /^\d+$/.test(input.amount) ? Number(input.amount) : input.amount;
  if (amount === undefined || amount === null || amount === '')
    return badRequest('The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return badRequest('The amount must be an integer.', 'amount');
  const currency = input.currency === undefined ? 'INR' : input.currency;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return badRequest('The currency field is invalid.', 'currency');
  if (currency === 'INR' && amount < MIN_AMOUNT_INR) return badRequest('The amount must be atleast INR 1.00', 'amount');
  const receipt = input.receipt ?? null;
  if (receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
    return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
  }
  const notes = input.notes ?? {};
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes))
    return badRequest('The notes field must be an object.', 'notes');
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > MAX_NOTES) return badRequest('Number of notes should be less than or equal to 15', 'notes');
  if (entries.some(([, value]) => String(value).length > 256))
    return badRequest('Notes values may not be greater than 256 characters.', 'notes');
  return { amount, currency, receipt, notes: Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) };
}

function notesOf(notes: Record<string, string>): Record<string, string> | [] {
  return Object.keys(notes).length === 0 ? [] : notes;
}

/** Everything the sandbox knows, in memory: orders and payments by id, in creation order. */
export class SandboxState {
  readonly orders = new Map<string, OrderEntity>();
  readonly payments = new Map<string, PaymentEntity>();
  readonly refunds = new Map<string, RefundEntity>();
  readonly disputes = new Map<string, DisputeEntity>();

  createOrder(order: NewOrder): OrderEntity {
    const entity: OrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount: order.amount,
      amount_paid: 0,
      amount_due: order.amount,
      currency: order.currency,
      receipt: order.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOf(order.notes),
      created_at: nowSeconds(),
    };
    this.orders.set(entity.id, entity);
    return entity;
  }

  paymentsOf(orderId: string): PaymentEntity[] {
    return [...this.payments.values()].filter((payment) => payment.order_id === orderId);
  }

  private newPayment(
    order: OrderEntity | null,
    amount: number,
    currency: string,
    payer: CheckoutPayer,
    captured: boolean,
  ): PaymentEntity {
    const payment: PaymentEntity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount,
      currency,
      status: captured ? 'captured' : 'failed',
      order_id: order?.id ?? null,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: payer.description,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: payer.email,
      contact: payer.contact,
      notes: notesOf(payer.notes),
      fee: captured ? Math.round(amount * 0.02) : null,
      tax: captured ? Math.round(amount * 0.02 * 0.18) : null,
      error_code: captured ? null : 'BAD_REQUEST_ERROR',
      error_description: captured ? null : 'Payment failed',
      error_source: captured ? null : 'customer',
      error_step: captured ? null : 'payment_authentication',
      error_reason: captured ? null : 'payment_failed',
      acquirer_data: captured ? { auth_code: '123456' } : {},
      created_at: nowSeconds(),
    };
    this.payments.set(payment.id, payment);
    if (order) {
      order.attempts += 1;
      if (captured) {
        order.status = 'paid';
        order.amount_paid = order.amount;
        order.amount_due = 0;
      } else if (order.status === 'created') {
        order.status = 'attempted';
      }
    }
    return payment;
  }

  /** A successful Checkout payment (captured at once, like auto-capture). Orders can be paid only once. */
  pay(orderId: string | null, amount: number, currency: string, payer: CheckoutPayer): PaymentEntity | RazorpayError {
    if (orderId === null) return this.newPayment(null, amount, currency, payer, true);
    const order = this.orders.get(orderId);
    if (!order) return badRequest('The id provided does not exist', 'order_id');
    if (order.status === 'paid') return badRequest('Order has already been paid', 'order_id', { order_id: orderId });
    return this.newPayment(order, order.amount, order.currency, payer, true);
  }

  fail(orderId: string | null, amount: number, currency: string, payer: CheckoutPayer): PaymentEntity | RazorpayError {
    if (orderId === null) return this.newPayment(null, amount, currency, payer, false);
    const order = this.orders.get(orderId);
    if (!order) return badRequest('The id provided does not exist', 'order_id');
    return this.newPayment(order, order.amount, order.currency, payer, false);
  }

  /**
   * Razorpay's refund of a captured payment: the whole remaining amount unless `amount` says less; several partial
   * refunds may follow each other as long as their total stays within the payment.
   */
  refund(
    paymentId: string,
    amount: number | undefined,
  ): { refund: RefundEntity; payment: PaymentEntity } | RazorpayError {
    const payment = this.payments.get(paymentId);
    if (!payment) return badRequest('The id provided does not exist', 'id');
    if (payment.status === 'failed') return badRequest('The payment has not been captured', 'payment_id');
    const remaining = payment.amount - payment.amount_refunded;
    const wanted = amount ?? remaining;
    if (!Number.isInteger(wanted) || wanted < 100) return badRequest('The amount must be atleast INR 1.00', 'amount');
    if (wanted > remaining) return badRequest('The refund amount provided is greater than amount captured', 'amount');
    const refund: RefundEntity = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount: wanted,
      currency: payment.currency,
      payment_id: paymentId,
      notes: [],
      receipt: null,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += wanted;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return { refund, payment };
  }

  /**
   * A dispute of a captured payment in the given status: the payment's one dispute is raised on the first call
   * ('open') and moved by the next ones; a lost dispute deducts its amount (Razorpay's amount_deducted).
   */
  dispute(
    paymentId: string,
    status: DisputeStatus,
    amount: number | undefined,
  ): { dispute: DisputeEntity; payment: PaymentEntity } | RazorpayError {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.status === 'failed') return badRequest('The id provided does not exist', 'payment_id');
    const existing = [...this.disputes.values()].find((dispute) => dispute.payment_id === paymentId);
    const disputed = amount ?? existing?.amount ?? payment.amount;
    if (!Number.isInteger(disputed) || disputed <= 0 || disputed > payment.amount)
      return badRequest('The dispute amount must be within the payment amount', 'amount');
    const dispute: DisputeEntity = {
      id: existing?.id ?? razorpayId('disp'),
      entity: 'dispute',
      payment_id: paymentId,
      amount: disputed,
      currency: payment.currency,
      amount_deducted: status === 'lost' ? disputed : 0,
      reason_code: 'chargeback',
      respond_by: nowSeconds() + 7 * 24 * 60 * 60,
      status,
      phase: 'chargeback',
      created_at: existing?.created_at ?? nowSeconds(),
    };
    this.disputes.set(dispute.id, dispute);
    return { dispute, payment };
  }

  clear(): void {
    this.orders.clear();
    this.payments.clear();
    this.refunds.clear();
    this.disputes.clear();
  }
}

export function isError(value: unknown): value is RazorpayError {
  return typeof value === 'object' && value !== null && 'error' in value;
}
