import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions, RazorpaySuccess } from './razorpay-types';

export type CheckoutOutcome =
  | { kind: 'success'; response: RazorpaySuccess }
  | { kind: 'dismissed' }
  | { kind: 'failed'; description: string };

export type CheckoutSettings = Omit<RazorpayOptions, 'handler' | 'modal'>;

/**
 * Opens Checkout and reports each outcome (docs/product.md §4: success, cancelled, failed). Razorpay keeps its
 * modal open after a failed attempt so the person can retry: a failure is reported and the
 * checkout may still end in success or a dismissal afterwards. Nothing is reported after success.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  settings: CheckoutSettings,
  report: (outcome: CheckoutOutcome) => void,
): void {
  let succeeded = false;
  const checkout = new Razorpay({
    ...settings,
    handler: (response) => {
      succeeded = true;
      report({ kind: 'success', response });
    },
    modal: {
      ondismiss: () => {
        if (!succeeded) report({ kind: 'dismissed' });
      },
    },
  });
  checkout.on('payment.failed', (failure: RazorpayFailure) => {
    report({ kind: 'failed', description: failure.error?.description?.trim() || 'Payment failed' });
  });
  checkout.open();
}
