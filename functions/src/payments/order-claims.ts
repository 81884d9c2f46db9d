import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import { orderRateLimitPath } from '../contracts/database-paths.js';
import { ORDER_CALLS_PER_WINDOW, ORDER_WINDOW_MINUTES } from '../contracts/limits.js';
import type { Db } from '../platform/db.js';
import { rateLimited } from '../platform/http/errors.js';
import * as logs from '../logs.js';

const WINDOW_MS = ORDER_WINDOW_MINUTES * 60 * 1000;
/** A claim whose Razorpay call has not finished by then is considered lost (the call takes a second or two). */
const CLAIM_TTL_MS = 30 * 1000;
/** An open order is reused for this long; Razorpay orders do not expire, but a day-old Checkout is stale anyway. */
const ORDER_REUSE_MS = 24 * 60 * 60 * 1000;

/** One request's order: being created (claim) or created (orderId), for this plan and amount. */
export interface OpenOrder {
  planId: string;
  amount: number;
  claimedAt: number;
  claim: string;
  orderId?: string;
}

/** `rateLimits/orders/{uid}`: the times of the account's createOrder calls in the window, and its open orders. */
interface OrderClaims {
  times?: number[] | Record<string, number>;
  open?: Record<string, OpenOrder>;
}

export type ClaimOutcome = { kind: 'create'; claim: string } | { kind: 'reuse'; orderId: string } | { kind: 'busy' };

function recentTimes(record: OrderClaims | null, now: number): number[] {
  // RTDB may hand a stored array back as an object with numeric keys.
  const raw = record?.times ? Object.values(record.times) : [];
  return raw.filter((time) => typeof time === 'number' && time > now - WINDOW_MS).sort((a, b) => a - b);
}

function liveOpenOrders(record: OrderClaims | null, now: number): Record<string, OpenOrder> {
  return Object.fromEntries(
    Object.entries(record?.open ?? {}).filter(([, open]) => now - open.claimedAt < ORDER_REUSE_MS),
  );
}

/** Whether `open` stands for an order of this plan and amount that exists or is being made right now. */
function stillValid(open: OpenOrder | undefined, planId: string, amount: number, now: number): boolean {
  if (!open || open.planId !== planId || open.amount !== amount) return false;
  return open.orderId !== undefined || now - open.claimedAt < CLAIM_TTL_MS;
}

/**
 * One transaction on `rateLimits/orders/{uid}` counts the call against the window (or refuses it) and decides
 * whether this call creates the request's order, reuses the open one, or waits for a concurrent call creating it,
 * so 25 simultaneous calls make one Razorpay order.
 */
export async function claimOrder(
  db: Db,
  uid: string,
  request: { requestId: string; planId: string; amount: number },
  now: number,
  options: { discard?: string } = {},
): Promise<ClaimOutcome> {
  const claim = randomUUID();
  const { requestId, planId, amount } = request;
  const result = await db.transaction<OrderClaims>(orderRateLimitPath(uid), (current) => {
    const times = recentTimes(current, now);
    if (times.length >= ORDER_CALLS_PER_WINDOW) return undefined;
    const open = liveOpenOrders(current, now);
    const existing = open[requestId];
    const discarded = options.discard !== undefined && existing?.orderId === options.discard;
    const keep = stillValid(existing, planId, amount, now) && !discarded;
    return {
      times: [...times, now],
      open: keep ? open : { ...open, [requestId]: { planId, amount, claimedAt: now, claim } },
    };
  });
  if (!result.committed) {
    const oldest = recentTimes(result.value, now)[0] ?? now;
    const retryAfterSeconds = (oldest + WINDOW_MS - now) / 1000;
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    logs.orderRateLimited(uid, Math.ceil(retryAfterSeconds));
    throw rateLimited(
      `Too many payment attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      retryAfterSeconds,
    );
  }
  const open = result.value?.open?.[requestId];
  if (open?.claim === claim && open.orderId === undefined) return { kind: 'create', claim };
  if (open?.orderId !== undefined) return { kind: 'reuse', orderId: open.orderId };
  return { kind: 'busy' };
}

/** Records the order a claim created; a claim taken over meanwhile (it outlived CLAIM_TTL_MS) is left alone. */
export async function settleClaim(db: Db, uid: string, requestId: string, claim: string, orderId: string) {
  await db.transaction<OpenOrder>(`${orderRateLimitPath(uid)}/open/${requestId}`, (current) =>
    current === null || current.claim !== claim ? current : { ...current, orderId },
  );
}

/** A claim whose Razorpay call failed: the next call may try again at once. */
export async function dropClaim(db: Db, uid: string, requestId: string, claim: string) {
  await db.transaction<OpenOrder>(`${orderRateLimitPath(uid)}/open/${requestId}`, (current) =>
    current !== null && current.claim === claim ? null : current,
  );
}

/** The order a concurrent call is creating, once it is there (polled a few times), or null. */
export async function awaitClaimedOrder(
  db: Db,
  uid: string,
  requestId: string,
  sleep: (ms: number) => Promise<void>,
): Promise<string | null> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await sleep(300);
    const open = await db.get<OpenOrder>(`${orderRateLimitPath(uid)}/open/${requestId}`);
    if (open?.orderId) return open.orderId;
  }
  return null;
}

export function orderBeingPrepared(): HttpsError {
  return new HttpsError('aborted', 'Your payment is being prepared. Please try again in a moment.');
}
