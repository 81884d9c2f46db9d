import type { Caller } from '../platform/callers/caller.js';
import { ORDERS_PATH, PAYMENTS_PATH } from '../contracts/database-paths.js';
import type { OpsPaymentsResult, OpsPaymentView } from '../contracts/ops.js';
import type { OrderRecord, PaymentRecord } from '../contracts/payment-records.js';
import type { OpsDeps } from './ops-deps.js';
import { parseTarget } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsPayments({ uid, requestId }): the request's orders and verified payments for the console. orders/ and
 * payments/ stay server-only (no rule opens them to any client, support included); this read is the way in.
 */
export async function opsPayments(
  deps: Pick<OpsDeps, 'db'>,
  caller: Caller,
  data: unknown,
): Promise<OpsPaymentsResult> {
  await requireSupport(deps.db, caller);
  const { uid, requestId } = parseTarget(data);
  const orders = Object.values(await deps.db.findByChild<OrderRecord>(ORDERS_PATH, 'uid', uid)).filter(
    (order) => order.requestId === requestId,
  );
  const payments = Object.values(await deps.db.findByChild<PaymentRecord>(PAYMENTS_PATH, 'uid', uid));
  const views = orders.map((order): OpsPaymentView => {
    const payment = payments.find((candidate) => candidate.orderId === order.orderId);
    return {
      orderId: order.orderId,
      paymentId: order.paymentId ?? payment?.paymentId ?? null,
      amountInr: order.amount / 100,
      status: order.status,
      createdAt: order.createdAt,
      paidAt: order.paidAt ?? null,
      verifiedBy: payment?.source ?? null,
      verifiedAt: payment?.verifiedAt ?? null,
    };
  });
  return { payments: views.sort((a, b) => b.createdAt - a.createdAt) };
}
