import type { RequestRecord } from '@contracts/requests';
import type { CreateOrderResult, VerifyPaymentInput } from '@contracts/callables';
import { type CheckoutOutcome, openCheckout } from './open-checkout';
import { paymentMessages } from './payment-messages';
import { failureMessage } from '@/lib/failure-message';
import type { RazorpayConstructor } from './razorpay-types';

export interface Payer {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface PayDeps {
  createOrder: (requestId: string) => Promise<CreateOrderResult>;
  verifyPayment: (input: VerifyPaymentInput) => Promise<unknown>;
  loadCheckout: () => Promise<RazorpayConstructor>;
  notify: {
    success: (message: string) => unknown;
    error: (message: string) => unknown;
    info: (message: string) => unknown;
  };
  onPaid: (requestId: string) => void;
  brandName: string;
}

export type PayResult = 'paid' | 'cancelled' | 'failed' | 'custom' | 'skipped';

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

/**
 * The server's own words ('This request is already paid.'), or 'Payment failed' (docs/product.md §8) when the call
 * failed without any: network errors and crashes reach the client as a bare code such as 'internal'.
 */
function errorMessage(error: unknown): string {
  return failureMessage(error, paymentMessages.failed);
}

/**
 * Pay Now (docs/product.md §4, §5): the server creates the order (amount from its catalog), Checkout is
 * loaded on demand and opened, and the server verifies the signature before the request is paid.
 * Resolves at the first outcome, so the button stops spinning even if Checkout stays open.
 */
export async function payForRequest(request: RequestRecord, payer: Payer, deps: PayDeps): Promise<PayResult> {
  if (request.paymentStatus === 'paid') return 'skipped';
  if (request.amountInr === undefined) {
    deps.notify.info(paymentMessages.customPlan);
    return 'custom';
  }

  let order: CreateOrderResult;
  try {
    order = await deps.createOrder(request.id);
  } catch (error) {
    // The server answers a custom plan with failed-precondition and the product own words.
    if (errorCode(error).endsWith('failed-precondition')) deps.notify.info(errorMessage(error));
    else deps.notify.error(errorMessage(error));
    return 'failed';
  }

  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await deps.loadCheckout();
  } catch {
    deps.notify.error(paymentMessages.sdkLoadFailed);
    return 'failed';
  }

  return new Promise<PayResult>((resolve) => {
    const settle = async (outcome: CheckoutOutcome) => {
      if (outcome.kind === 'dismissed') {
        deps.notify.info(paymentMessages.cancelled);
        resolve('cancelled');
        return;
      }
      if (outcome.kind === 'failed') {
        deps.notify.error(outcome.description);
        resolve('failed');
        return;
      }
      try {
        await deps.verifyPayment({
          requestId: request.id,
          razorpayOrderId: outcome.response.razorpay_order_id,
          razorpayPaymentId: outcome.response.razorpay_payment_id,
          razorpaySignature: outcome.response.razorpay_signature,
        });
        deps.notify.success(paymentMessages.success);
        deps.onPaid(request.id);
        resolve('paid');
      } catch {
        deps.notify.error(paymentMessages.failed);
        resolve('failed');
      }
    };
    openCheckout(
      Razorpay,
      {
        key: order.keyId,
        amount: order.amount,
        currency: 'INR',
        name: deps.brandName,
        description: request.planName,
        order_id: order.orderId,
        notes: { requestId: request.id, userId: payer.uid },
        prefill: { email: payer.email ?? '', name: payer.displayName ?? '' },
        theme: { color: '#4f46e5' },
      },
      (outcome) => void settle(outcome),
    );
  });
}
