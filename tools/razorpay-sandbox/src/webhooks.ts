import { createHmac } from 'node:crypto';
import type { DisputeEntity, OrderEntity, PaymentEntity, RefundEntity } from './entities.js';
import { nowSeconds } from './entities.js';
import { razorpayId } from './ids.js';

export type WebhookEventName =
  | 'payment.captured'
  | 'order.paid'
  | 'payment.failed'
  | 'payment.refunded'
  | 'refund.processed'
  | 'payment.dispute.created'
  | 'payment.dispute.under_review'
  | 'payment.dispute.won'
  | 'payment.dispute.lost'
  | 'payment.dispute.closed';

export interface WebhookEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: string[];
  payload: {
    payment: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RefundEntity };
    dispute?: { entity: DisputeEntity };
  };
  created_at: number;
}

interface WebhookAttempt {
  status: number | null;
  error?: string;
}

/** One delivery (with its retries) as the sandbox records it; readable at GET /__sandbox/webhooks. */
export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  orderId: string | null;
  paymentId: string;
  url: string;
  attempts: WebhookAttempt[];
  /** 'delivered' on a 2xx; 'failed' when every attempt got something else (Razorpay retries any non-2xx). */
  outcome: 'pending' | 'delivered' | 'failed';
}

const SANDBOX_ACCOUNT_ID = 'acc_ApkforgeSandbx';

export function buildEvent(
  event: WebhookEventName,
  payment: PaymentEntity,
  order: OrderEntity | undefined,
): WebhookEvent {
  return {
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: { ...payment } },
      ...(event === 'order.paid' && order ? { order: { entity: { ...order } } } : {}),
    },
    created_at: nowSeconds(),
  };
}

/** refund.processed and payment.refunded: the refund and the payment with its running amount_refunded. */
export function refundEvents(refund: RefundEntity, payment: PaymentEntity): WebhookEvent[] {
  return (['refund.processed', 'payment.refunded'] as const).map((event) => ({
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { ...refund } }, payment: { entity: { ...payment } } },
    created_at: nowSeconds(),
  }));
}

/** payment.dispute.created (status open) or payment.dispute.<status>: the payment and the dispute. */
export function disputeEvent(dispute: DisputeEntity, payment: PaymentEntity): WebhookEvent {
  return {
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event: dispute.status === 'open' ? 'payment.dispute.created' : `payment.dispute.${dispute.status}`,
    contains: ['payment', 'dispute'],
    payload: { payment: { entity: { ...payment } }, dispute: { entity: { ...dispute } } },
    created_at: nowSeconds(),
  };
}

/** X-Razorpay-Signature: HMAC-SHA256 of the exact body bytes with the webhook secret, hex. */
export function signWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** Delays before each retry; Razorpay retries failed deliveries with backoff. */
  retryDelaysMs: readonly number[];
}

/**
 * Sends signed webhooks one after the other. Like Razorpay, any answer other than 2xx (4xx included) and any
 * network error counts as a failed delivery and is retried, on a much shorter schedule than Razorpay's 24 hours.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: WebhookSenderOptions) {}

  /** Queues the events in order; they are sent in the background. */
  send(events: WebhookEvent[]): void {
    for (const event of events) {
      const delivery: WebhookDelivery = {
        eventId: razorpayId('evt').replace('evt_', ''),
        event: event.event,
        orderId: event.payload.payment.entity.order_id,
        paymentId: event.payload.payment.entity.id,
        url: this.options.url,
        attempts: [],
        outcome: 'pending',
      };
      this.deliveries.push(delivery);
      this.queue = this.queue.then(() => this.deliver(delivery, JSON.stringify(event)));
    }
  }

  /** Resolves once every queued delivery has finished (delivered or out of retries). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async deliver(delivery: WebhookDelivery, body: string): Promise<void> {
    const signature = signWebhook(body, this.options.secret);
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(this.options.retryDelaysMs[attempt - 1] ?? 0);
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'Razorpay-Webhook/v1',
            'X-Razorpay-Signature': signature,
            'X-Razorpay-Event-Id': delivery.eventId,
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        delivery.attempts.push({ status: response.status });
        if (response.ok) {
          delivery.outcome = 'delivered';
          return;
        }
      } catch (error) {
        delivery.attempts.push({ status: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
    delivery.outcome = 'failed';
  }
}
