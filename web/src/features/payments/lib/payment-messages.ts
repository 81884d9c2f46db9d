// docs/product.md §5, §8 texts of the payment flow.
export const paymentMessages = {
  success: 'Payment successful',
  cancelled: 'Payment cancelled',
  failed: 'Payment failed',
  customPlan: 'Custom plan. Support will contact you for payment.',
  sdkLoadFailed: 'Failed to load Razorpay SDK',
} as const;
