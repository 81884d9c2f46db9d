import { createHmac, timingSafeEqual } from 'node:crypto';

/** Thrown instead of computing an HMAC with an empty key, which anybody could compute too. */
export class EmptySecretError extends Error {
  constructor() {
    super('Refusing to compute an HMAC with an empty secret: the secret is not configured.');
    this.name = 'EmptySecretError';
  }
}

export function hmacSha256Hex(secret: string | Buffer, data: string | Buffer): string {
  if (secret.length === 0) throw new EmptySecretError();
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Constant-time comparison of a received hex signature with the expected one. Anything that is not
 * exactly 64 hex characters is refused before comparing, so lengths never leak through timing.
 */
export function hexSignatureMatches(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}
