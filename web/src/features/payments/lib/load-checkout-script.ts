import type { RazorpayConstructor } from './razorpay-types';

const checkoutMessages = {
  sdkLoadFailed: 'Failed to load Razorpay SDK',
} as const;

let pending: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once, on demand (docs/product.md §4); a failed load can be retried. */
export function loadCheckoutScript(src: string, win: Window = window): Promise<RazorpayConstructor> {
  if (win.Razorpay) return Promise.resolve(win.Razorpay);
  if (pending) return pending;
  pending = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (win.Razorpay) resolve(win.Razorpay);
      else reject(new Error(checkoutMessages.sdkLoadFailed));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(checkoutMessages.sdkLoadFailed));
    };
    win.document.head.append(script);
  }).finally(() => {
    pending = null;
  });
  return pending;
}
