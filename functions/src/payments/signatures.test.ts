import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EmptySecretError, hexSignatureMatches } from '../platform/crypto/hmac.js';
import {
  checkoutSignature,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  webhookSignature,
} from './signatures.js';

// Razorpay's own SDK helpers: an independent implementation to check ours against.
const razorpayUtils = createRequire(import.meta.url)('razorpay/dist/utils/razorpay-utils') as {
  validatePaymentVerification(
    params: { order_id: string; payment_id: string },
    signature: string,
    secret: string,
  ): boolean;
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};

describe('Checkout signature (HMAC-SHA256 of order_id|payment_id)', () => {
  it('matches a value computed with openssl', () => {
    // printf 'order_ABC|pay_XYZ' | openssl dgst -sha256 -hmac 'sandbox-secret'
    expect(checkoutSignature('sandbox-secret', 'order_ABC', 'pay_XYZ')).toBe(
      '90f2ca8244a0e9c13fcf1bf932e929f3a0cda59d68072b29f78a5fdcde34e998',
    );
  });

  it('is accepted by the Razorpay SDK verifier', () => {
    const signature = checkoutSignature('k3y', 'order_Q1', 'pay_Q2');
    expect(
      razorpayUtils.validatePaymentVerification({ order_id: 'order_Q1', payment_id: 'pay_Q2' }, signature, 'k3y'),
    ).toBe(true);
  });

  it('accepts the valid signature and refuses wrong secret, swapped ids, other payment, junk', () => {
    const good = checkoutSignature('secret', 'order_A', 'pay_B');
    expect(isValidCheckoutSignature('secret', 'order_A', 'pay_B', good)).toBe(true);
    expect(isValidCheckoutSignature('secret', 'order_A', 'pay_B', good.toUpperCase())).toBe(true);
    expect(isValidCheckoutSignature('other-secret', 'order_A', 'pay_B', good)).toBe(false);
    expect(isValidCheckoutSignature('secret', 'order_A', 'pay_C', good)).toBe(false);
    expect(isValidCheckoutSignature('secret', 'pay_B', 'order_A', good)).toBe(false);
    expect(isValidCheckoutSignature('secret', 'order_A', 'pay_B', good.slice(0, 63))).toBe(false);
    expect(isValidCheckoutSignature('secret', 'order_A', 'pay_B', undefined)).toBe(false);
    expect(isValidCheckoutSignature('secret', 'order_A', 'pay_B', `${good.slice(0, 63)}g`)).toBe(false);
  });
});

describe('webhook signature (HMAC-SHA256 of the raw body)', () => {
  const body = Buffer.from('{"event":"payment.captured","payload":{"payment":{"entity":{"amount":3900}}}}');

  it('agrees with the Razorpay SDK', () => {
    const signature = webhookSignature('whsec', body);
    expect(razorpayUtils.validateWebhookSignature(body.toString(), signature, 'whsec')).toBe(true);
  });

  it('accepts valid, refuses invalid, wrong secret and tampered body', () => {
    const signature = webhookSignature('whsec', body);
    expect(isValidWebhookSignature('whsec', body, signature)).toBe(true);
    expect(isValidWebhookSignature('whsec', body, '0'.repeat(64))).toBe(false);
    expect(isValidWebhookSignature('other', body, signature)).toBe(false);
    const tampered = Buffer.from(body.toString().replace('3900', '3901'));
    expect(isValidWebhookSignature('whsec', tampered, signature)).toBe(false);
    // Re-serialised JSON (different whitespace) is a different body: the raw bytes are what is signed.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(isValidWebhookSignature('whsec', reserialised, signature)).toBe(false);
  });
});

describe('an empty secret', () => {
  it('is refused instead of producing a signature anybody could compute', () => {
    expect(() => checkoutSignature('', 'order_1', 'pay_1')).toThrow(EmptySecretError);
    expect(() => isValidWebhookSignature('', Buffer.from('{}'), 'ab'.repeat(32))).toThrow(EmptySecretError);
  });
});

describe('hexSignatureMatches', () => {
  it('only compares 64 hex characters', () => {
    const expected = 'ab'.repeat(32);
    expect(hexSignatureMatches(expected, 'ab'.repeat(32))).toBe(true);
    expect(hexSignatureMatches(expected, 'ab'.repeat(31))).toBe(false);
    expect(hexSignatureMatches(expected, 'ab'.repeat(33))).toBe(false);
    expect(hexSignatureMatches(expected, 42)).toBe(false);
  });
});
