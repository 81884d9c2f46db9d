/** Webhook bodies in Razorpay's shapes (docs: Payments / Orders webhook sample payloads), trimmed to what matters. */
function paymentEntity(paymentId: string, orderId: string, amount: number, status = 'captured') {
  return {
    id: paymentId,
    entity: 'payment',
    amount,
    currency: 'INR',
    status,
    order_id: orderId,
    method: 'card',
    captured: status === 'captured',
    email: 'payer@example.com',
    contact: '+919000000000',
    notes: {},
    created_at: 1_795_000_000,
  };
}

export function paymentCaptured(paymentId: string, orderId: string, amount: number) {
  return {
    entity: 'event',
    account_id: 'acc_Sandbox000001',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(paymentId, orderId, amount) } },
    created_at: 1_795_000_001,
  };
}

export function orderPaid(paymentId: string, orderId: string, amount: number) {
  return {
    entity: 'event',
    account_id: 'acc_Sandbox000001',
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      payment: { entity: paymentEntity(paymentId, orderId, amount) },
      order: {
        entity: {
          id: orderId,
          entity: 'order',
          amount,
          amount_paid: amount,
          amount_due: 0,
          currency: 'INR',
          status: 'paid',
          attempts: 1,
        },
      },
    },
    created_at: 1_795_000_002,
  };
}

/** refund.processed / payment.refunded: the payment with its running amount_refunded, and the refund. */
export function refundEvent(
  event: 'refund.processed' | 'payment.refunded',
  refund: { id: string; amount: number },
  payment: { id: string; orderId: string; amount: number; amountRefunded: number },
  createdAt = 1_795_000_100,
) {
  return {
    entity: 'event',
    account_id: 'acc_Sandbox000001',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: payment.id,
          status: 'processed',
          speed_processed: 'normal',
          created_at: createdAt,
        },
      },
      payment: {
        entity: {
          ...paymentEntity(
            payment.id,
            payment.orderId,
            payment.amount,
            payment.amountRefunded >= payment.amount ? 'refunded' : 'captured',
          ),
          amount_refunded: payment.amountRefunded,
          refund_status: payment.amountRefunded >= payment.amount ? 'full' : 'partial',
        },
      },
    },
    created_at: createdAt,
  };
}

/** payment.dispute.*: the payment and the dispute entity (docs: Disputes webhook sample payloads). */
export function disputeEvent(
  status: 'open' | 'under_review' | 'won' | 'lost' | 'closed',
  dispute: { id: string; amount: number; amountDeducted?: number },
  payment: { id: string; orderId: string; amount: number },
  createdAt = 1_795_000_200,
) {
  const event = status === 'open' ? 'payment.dispute.created' : `payment.dispute.${status}`;
  return {
    entity: 'event',
    account_id: 'acc_Sandbox000001',
    event,
    contains: ['payment', 'dispute'],
    payload: {
      payment: { entity: paymentEntity(payment.id, payment.orderId, payment.amount) },
      dispute: {
        entity: {
          id: dispute.id,
          entity: 'dispute',
          payment_id: payment.id,
          amount: dispute.amount,
          currency: 'INR',
          amount_deducted: dispute.amountDeducted ?? 0,
          reason_code: 'chargeback',
          respond_by: createdAt + 7 * 86_400,
          status,
          phase: 'chargeback',
          created_at: createdAt,
        },
      },
    },
    created_at: createdAt,
  };
}
