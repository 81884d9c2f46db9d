import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';

interface DownloadClaims {
  uid: string;
  buildId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived capability for one build's file: `base64url(payload).base64url(HMAC-SHA256(payload))`. It lets a plain
 * browser navigation download the APK (no Authorization header possible there) without making the file public.
 * The key comes from DOWNLOAD_LINKS_SECRET alone (crypto/download-link-key.ts), never from the signing secret.
 */
export interface DownloadTokens {
  sign(claims: DownloadClaims): string;
  /** Throws HttpsError permission-denied when forged, malformed, expired or for another build. */
  verify(token: string, buildId: string, nowMs: number): DownloadClaims;
}

const INVALID = 'This download link is invalid. Please generate the APK again.';
const EXPIRED = 'This download link has expired. Please generate the APK again.';

export function downloadTokens(key: Buffer): DownloadTokens {
  const mac = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();
  return {
    sign(claims) {
      const payload = Buffer.from(
        JSON.stringify({ v: 1, u: claims.uid, b: claims.buildId, e: claims.expiresAt }),
      ).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, buildId, nowMs) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw new HttpsError('permission-denied', INVALID);
      const expected = mac(payload);
      const received = Buffer.from(signature, 'base64url');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
        throw new HttpsError('permission-denied', INVALID);
      }
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      if (
        claims.v !== 1 ||
        typeof claims.u !== 'string' ||
        typeof claims.b !== 'string' ||
        typeof claims.e !== 'number'
      ) {
        throw new HttpsError('permission-denied', INVALID);
      }
      if (claims.b !== buildId) throw new HttpsError('permission-denied', INVALID);
      if (claims.e * 1000 <= nowMs) throw new HttpsError('permission-denied', EXPIRED);
      return { uid: claims.u, buildId: claims.b, expiresAt: claims.e };
    },
  };
}
