import { orderPath, paymentPath, requestPath } from '../contracts/database-paths.js';
import type { RefundStatus, RequestRecord } from '../contracts/requests.js';
import { isoOf, type Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';
import type { DisputeRecord, OrderRecord, PaymentRecord } from '../contracts/payment-records.js';
import type { PaymentDispute, PaymentRefund } from './webhook-event.js';

export interface MoneyBackDeps {
  db: Db;
  clock: Clock;
}

export type MoneyBackEvent = { kind: 'refund'; refund: PaymentRefund } | { kind: 'dispute'; dispute: PaymentDispute };

export type MoneyBackOutcome = 'request-marked' | 'payment-marked' | 'unknown-payment';

const FINAL: readonly DisputeRecord['status'][] = ['won', 'lost', 'closed'];

/**
 * A dispute's newer state wins: events carry their time, so a 'created' delivered after 'won' changes nothing, and a
 * won chargeback reopened (pre-arbitration) opens again. At the same second a final status wins over an open one.
 */
function newer(current: DisputeRecord | undefined, next: DisputeRecord): DisputeRecord {
  if (!current || next.at > current.at) return next;
  if (next.at === current.at && FINAL.includes(next.status) && !FINAL.includes(current.status)) return next;
  return current;
}

function lost(dispute: DisputeRecord): boolean {
  return dispute.status === 'lost' || (dispute.status === 'closed' && dispute.amountDeducted > 0);
}

/**
 * The one status a customer sees (contracts RefundStatus), from everything known about the payment: money the bank
 * took back comes first, then a full refund, an open dispute, a partial refund, and last a dispute that ended with
 * the payment kept.
 */
export function refundStatusOf(
  payment: Pick<PaymentRecord, 'amount' | 'refundedAmount' | 'disputes'>,
): RefundStatus | null {
  const disputes = Object.values(payment.disputes ?? {});
  const refunded = payment.refundedAmount ?? 0;
  if (disputes.some(lost)) return 'dispute_lost';
  if (refunded >= payment.amount && refunded > 0) return 'refunded';
  if (disputes.some((dispute) => !FINAL.includes(dispute.status))) return 'disputed';
  if (refunded > 0) return 'partially_refunded';
  if (disputes.length > 0) return 'dispute_won';
  return null;
}

/** Pure: the payment record with one more refund or dispute event merged in (idempotent, order-independent). */
function withMoneyBack(record: PaymentRecord, event: MoneyBackEvent): PaymentRecord {
  const next: PaymentRecord = { ...record };
  if (event.kind === 'refund') {
    const { refund, amountRefunded } = event.refund;
    const refunds = { ...(record.refunds ?? {}), ...(refund ? { [refund.id]: refund.amount } : {}) };
    const sum = Object.values(refunds).reduce((total, amount) => total + amount, 0);
    next.refunds = refunds;
    next.refundedAmount = Math.min(record.amount, Math.max(record.refundedAmount ?? 0, amountRefunded, sum));
  } else {
    const { dispute, at } = event.dispute;
    const state: DisputeRecord = {
      status: dispute.status,
      amount: dispute.amount,
      amountDeducted: dispute.amountDeducted,
      at,
    };
    next.disputes = { ...(record.disputes ?? {}), [dispute.id]: newer(record.disputes?.[dispute.id], state) };
  }
  const status = refundStatusOf(next);
  if (status) next.refundStatus = status;
  return next;
}

/** What the request shows of its payment's refunds and disputes (rupees). */
function requestFields(
  payment: PaymentRecord,
): Pick<RequestRecord, 'refundStatus' | 'refundedAmountInr' | 'disputedAmountInr'> {
  const disputes = Object.values(payment.disputes ?? {}).sort((a, b) => b.at - a.at);
  const disputed = disputes[0];
  return {
    ...(payment.refundStatus ? { refundStatus: payment.refundStatus } : {}),
    ...(payment.refundedAmount ? { refundedAmountInr: payment.refundedAmount / 100 } : {}),
    ...(disputed ? { disputedAmountInr: disputed.amount / 100 } : {}),
  };
}

const EVENT_TIME = (event: MoneyBackEvent) => (event.kind === 'refund' ? event.refund : event.dispute);

/**
 * Marks a payment and the request it paid with a refund or dispute event (razorpayWebhook, after the signature on the
 * raw body was checked). Idempotent and order-independent: the payment record keeps each refund by id and each
 * dispute's newest state, and the request's fields are derived from that record. A refund of a second payment of an
 * already paid request (recorded for a refund) changes the payment only, never the request it did not pay for.
 */
export async function applyMoneyBack(deps: MoneyBackDeps, event: MoneyBackEvent): Promise<MoneyBackOutcome> {
  const about = EVENT_TIME(event);
  const now = deps.clock.now();
  let seed = await deps.db.get<PaymentRecord>(paymentPath(about.paymentId));
  if (!seed) {
    // A payment whose capture we never recorded (that webhook lost): its order, if it is ours, says whose it is.
    const order = about.orderId ? await deps.db.get<OrderRecord>(orderPath(about.orderId)) : null;
    if (!order) {
      logs.moneyBackForUnknownPayment(about.paymentId, about.event);
      return 'unknown-payment';
    }
    seed = {
      paymentId: about.paymentId,
      orderId: order.orderId,
      ...(order.uid === undefined ? {} : { uid: order.uid }),
      requestId: order.requestId,
      amount: about.paymentAmount,
      source: 'webhook',
      verifiedAt: now,
    };
  }
  const base = seed;
  const result = await deps.db.transaction<PaymentRecord>(paymentPath(about.paymentId), (current) =>
    withMoneyBack(current ?? base, event),
  );
  const payment = result.value ?? withMoneyBack(base, event);
  logs.moneyBackRecorded(payment.uid ?? '(account deleted)', payment.requestId, about.paymentId, about.event);
  if (payment.uid === undefined) return 'payment-marked';

  const fields = requestFields(payment);
  let applies = false;
  await deps.db.transaction<RequestRecord>(requestPath(payment.uid, payment.requestId), (current) => {
    applies = current !== null && current.razorpayPaymentId === about.paymentId;
    if (current === null || !applies) return current;
    const unchanged = Object.entries(fields).every(([key, value]) => current[key as keyof RequestRecord] === value);
    return unchanged ? current : { ...current, ...fields, updatedAt: now, updatedAtISO: isoOf(now) };
  });
  return applies ? 'request-marked' : 'payment-marked';
}
