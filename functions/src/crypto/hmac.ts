import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string | Buffer, data: string | Buffer): string {
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
