import { ORDER_ID, PAYMENT_ID } from './razorpay-ids.js';

/** Events that prove a payment. */
const PAYMENT_EVENTS = ['payment.captured', 'order.paid'] as const;
/** Events that give money back: a refund, or a dispute's opening and outcome. */
const REFUND_EVENTS = ['payment.refunded', 'refund.processed'] as const;
const DISPUTE_EVENTS = [
  'payment.dispute.created',
  'payment.dispute.under_review',
  'payment.dispute.action_required',
  'payment.dispute.won',
  'payment.dispute.lost',
  'payment.dispute.closed',
] as const;
/** Everything else is acknowledged (200) and ignored. */
const HANDLED_EVENTS = [...PAYMENT_EVENTS, ...REFUND_EVENTS, ...DISPUTE_EVENTS] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

export interface CapturedPayment {
  event: HandledEvent;
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
}

/** A refund of a payment: Razorpay's running total for the payment, and this refund when the event carries it. */
export interface PaymentRefund {
  event: HandledEvent;
  paymentId: string;
  orderId: string | null;
  /** The payment's amount and everything refunded of it so far, in paise. */
  paymentAmount: number;
  amountRefunded: number;
  refund: { id: string; amount: number } | null;
  /** Seconds, the event's `created_at`: orders deliveries that arrive out of order. */
  at: number;
}

type DisputeStatus = 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';

export interface PaymentDispute {
  event: HandledEvent;
  paymentId: string;
  orderId: string | null;
  paymentAmount: number;
  dispute: { id: string; status: DisputeStatus; amount: number; amountDeducted: number };
  at: number;
}

export type ParsedEvent =
  | { kind: 'payment'; payment: CapturedPayment }
  | { kind: 'refund'; refund: PaymentRefund }
  | { kind: 'dispute'; dispute: PaymentDispute }
  | { kind: 'ignored'; event: string }
  | { kind: 'malformed'; reason: string };

interface Entity {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  amount_refunded?: unknown;
  amount_deducted?: unknown;
  currency?: unknown;
  status?: unknown;
}

interface Envelope {
  event?: unknown;
  created_at?: unknown;
  payload?: {
    payment?: { entity?: Entity };
    order?: { entity?: Entity };
    refund?: { entity?: Entity };
    dispute?: { entity?: Entity };
  };
}

const REFUND_ID = /^rfnd_[A-Za-z0-9]{1,40}$/;
const DISPUTE_ID = /^disp_[A-Za-z0-9]{1,40}$/;
const DISPUTE_STATUSES: readonly DisputeStatus[] = ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'];

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function parseCapture(event: HandledEvent, envelope: Envelope): ParsedEvent {
  const payment = envelope.payload?.payment?.entity;
  if (!payment) return { kind: 'malformed', reason: 'no payment entity' };
  const orderEntity = envelope.payload?.order?.entity;
  const orderId = payment.order_id ?? orderEntity?.id;
  if (typeof payment.id !== 'string' || !PAYMENT_ID.test(payment.id))
    return { kind: 'malformed', reason: 'bad payment id' };
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return { kind: 'malformed', reason: 'bad order id' };
  if (orderEntity && orderEntity.id !== orderId)
    return { kind: 'malformed', reason: 'order entity and payment disagree' };
  if (typeof payment.amount !== 'number' || typeof payment.currency !== 'string') {
    return { kind: 'malformed', reason: 'no amount or currency' };
  }
  if (payment.status !== 'captured')
    return { kind: 'malformed', reason: `payment status is ${String(payment.status)}` };
  return {
    kind: 'payment',
    payment: { event, paymentId: payment.id, orderId, amount: payment.amount, currency: payment.currency },
  };
}

/** The payment every refund and dispute event carries: its id, its order and its amount. */
function paymentOf(envelope: Envelope) {
  const payment = envelope.payload?.payment?.entity;
  if (!payment || typeof payment.id !== 'string' || !PAYMENT_ID.test(payment.id)) return null;
  if (!isAmount(payment.amount)) return null;
  const orderId = typeof payment.order_id === 'string' && ORDER_ID.test(payment.order_id) ? payment.order_id : null;
  return { paymentId: payment.id, orderId, amount: payment.amount, amountRefunded: payment.amount_refunded };
}

function parseRefund(event: HandledEvent, envelope: Envelope, at: number): ParsedEvent {
  const payment = paymentOf(envelope);
  if (!payment) return { kind: 'malformed', reason: 'no payment entity with an id and amount' };
  const entity = envelope.payload?.refund?.entity;
  let refund: PaymentRefund['refund'] = null;
  if (entity) {
    if (typeof entity.id !== 'string' || !REFUND_ID.test(entity.id) || !isAmount(entity.amount))
      return { kind: 'malformed', reason: 'bad refund entity' };
    if (entity.payment_id !== undefined && entity.payment_id !== payment.paymentId)
      return { kind: 'malformed', reason: 'refund and payment disagree' };
    refund = { id: entity.id, amount: entity.amount };
  }
  const amountRefunded = isAmount(payment.amountRefunded) ? payment.amountRefunded : (refund?.amount ?? 0);
  if (amountRefunded > payment.amount) return { kind: 'malformed', reason: 'more refunded than paid' };
  return {
    kind: 'refund',
    refund: {
      event,
      paymentId: payment.paymentId,
      orderId: payment.orderId,
      paymentAmount: payment.amount,
      amountRefunded,
      refund,
      at,
    },
  };
}

function parseDispute(event: HandledEvent, envelope: Envelope, at: number): ParsedEvent {
  const payment = paymentOf(envelope);
  if (!payment) return { kind: 'malformed', reason: 'no payment entity with an id and amount' };
  const entity = envelope.payload?.dispute?.entity;
  if (!entity || typeof entity.id !== 'string' || !DISPUTE_ID.test(entity.id))
    return { kind: 'malformed', reason: 'bad dispute entity' };
  if (entity.payment_id !== undefined && entity.payment_id !== payment.paymentId)
    return { kind: 'malformed', reason: 'dispute and payment disagree' };
  if (typeof entity.status !== 'string' || !includes(DISPUTE_STATUSES, entity.status))
    return { kind: 'malformed', reason: `dispute status is ${String(entity.status)}` };
  if (!isAmount(entity.amount)) return { kind: 'malformed', reason: 'no dispute amount' };
  return {
    kind: 'dispute',
    dispute: {
      event,
      paymentId: payment.paymentId,
      orderId: payment.orderId,
      paymentAmount: payment.amount,
      dispute: {
        id: entity.id,
        status: entity.status,
        amount: entity.amount,
        amountDeducted: isAmount(entity.amount_deducted) ? entity.amount_deducted : 0,
      },
      at,
    },
  };
}

/**
 * Razorpay's event envelope: `{ entity: 'event', event, contains, payload: { payment: { entity }, order?, refund?,
 * dispute? }, created_at }`. Payment events carry the captured payment (`order.paid` the order too); refund events
 * the payment with its running `amount_refunded` and the refund; dispute events the payment and the dispute.
 */
export function parseWebhookEvent(body: unknown): ParsedEvent {
  if (typeof body !== 'object' || body === null) return { kind: 'malformed', reason: 'body is not an object' };
  const envelope = body as Envelope;
  if (typeof envelope.event !== 'string') return { kind: 'malformed', reason: 'no event name' };
  const event = envelope.event;
  if (!includes(HANDLED_EVENTS, event)) return { kind: 'ignored', event };
  const at = typeof envelope.created_at === 'number' ? envelope.created_at : 0;
  if (includes(PAYMENT_EVENTS, event)) return parseCapture(event, envelope);
  if (includes(REFUND_EVENTS, event)) return parseRefund(event, envelope, at);
  return parseDispute(event, envelope, at);
}
