import { hexSignatureMatches, hmacSha256Hex } from '../platform/crypto/hmac.js';

/**
 * Razorpay Checkout's success handler receives `razorpay_signature` = HMAC-SHA256(key secret,
 * `<order_id>|<payment_id>`), hex. Only Razorpay and we know the key secret, so a match proves the payment.
 */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return hexSignatureMatches(checkoutSignature(keySecret, orderId, paymentId), signature);
}

/** `X-Razorpay-Signature` = HMAC-SHA256(webhook secret, raw request body), hex; computed over the exact bytes received. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: unknown): boolean {
  return hexSignatureMatches(webhookSignature(webhookSecret, rawBody), signature);
}
