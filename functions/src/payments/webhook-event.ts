import { ORDER_ID, PAYMENT_ID } from './records.js';

/** Events that prove a payment; everything else is acknowledged (200) and ignored. */
const HANDLED_EVENTS = ['payment.captured', 'order.paid'] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

interface CapturedPayment {
  event: HandledEvent;
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
}

export type ParsedEvent =
  | { kind: 'handled'; payment: CapturedPayment }
  | { kind: 'ignored'; event: string }
  | { kind: 'malformed'; reason: string };

interface Entity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
}

function isHandled(event: string): event is HandledEvent {
  return (HANDLED_EVENTS as readonly string[]).includes(event);
}

/**
 * Razorpay's event envelope: `{ entity: 'event', event, contains, payload: { payment: { entity }, order?: { entity } } }`.
 * Both handled events carry the captured payment entity; `order.paid` also carries the order entity.
 */
export function parseWebhookEvent(body: unknown): ParsedEvent {
  if (typeof body !== 'object' || body === null) return { kind: 'malformed', reason: 'body is not an object' };
  const envelope = body as {
    event?: unknown;
    payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
  };
  if (typeof envelope.event !== 'string') return { kind: 'malformed', reason: 'no event name' };
  if (!isHandled(envelope.event)) return { kind: 'ignored', event: envelope.event };
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
    kind: 'handled',
    payment: {
      event: envelope.event,
      paymentId: payment.id,
      orderId,
      amount: payment.amount,
      currency: payment.currency,
    },
  };
}
