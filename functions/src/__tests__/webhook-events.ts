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
