/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
export interface RazorpayError {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
}

export function badRequest(description: string, field?: string, metadata: Record<string, string> = {}): RazorpayError {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata,
      ...(field ? { field } : {}),
    },
  };
}

/** What the API answers for a wrong key id / secret. */
export function authenticationFailed(): RazorpayError {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  };
}

/** The `payment.failed` error of Checkout (what the `payment.failed` event hands to the page). */
export function paymentFailed(orderId: string | null, paymentId: string): RazorpayError {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { ...(orderId ? { order_id: orderId } : {}), payment_id: paymentId },
    },
  };
}
