import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';

/** What a download link opens: a free build's APK, or a file a request delivers (docs/api.md "Downloads"). */
export type DownloadTarget =
  { kind: 'build'; buildId: string } | { kind: 'deliverable'; requestId: string; deliverableId: string };

export interface DownloadClaims {
  uid: string;
  target: DownloadTarget;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived capability for one stored file: `base64url(payload).base64url(HMAC-SHA256(payload))`. It lets a plain
 * browser navigation download the file (no Authorization header possible there) without making the file public.
 * The key comes from DOWNLOAD_LINKS_SECRET alone (delivery/download-link-key.ts), never from the signing secret. One
 * module for every kind of download, so a change to how links are signed or checked reaches all of them.
 */
export interface DownloadTokens {
  sign(claims: DownloadClaims): string;
  /** Throws HttpsError permission-denied when forged, malformed, expired or made for another file. */
  verify(token: string, target: DownloadTarget, nowMs: number): DownloadClaims;
}

/** The payload names its file as one string, so "made for this file" is one comparison. */
function targetKey(target: DownloadTarget): string {
  return target.kind === 'build' ? `b:${target.buildId}` : `d:${target.requestId}/${target.deliverableId}`;
}

function targetOfKey(key: string): DownloadTarget | null {
  if (key.startsWith('b:')) return { kind: 'build', buildId: key.slice(2) };
  const match = /^d:([^/]+)\/([^/]+)$/.exec(key);
  return match ? { kind: 'deliverable', requestId: match[1] as string, deliverableId: match[2] as string } : null;
}

/** What the person should do when a link fails: builds are generated again, deliverables live on their request. */
function again(target: DownloadTarget): string {
  return target.kind === 'build'
    ? 'Please generate the APK again.'
    : 'Please open the request and press Download again.';
}

const invalid = (target: DownloadTarget) =>
  new HttpsError('permission-denied', `This download link is invalid. ${again(target)}`);
const expired = (target: DownloadTarget) =>
  new HttpsError('permission-denied', `This download link has expired. ${again(target)}`);
/** A link past its first use and the grace after it (delivery/download-uses.ts). */
export const linkAlreadyUsed = (target: DownloadTarget) =>
  new HttpsError('permission-denied', `This download link has already been used. ${again(target)}`);

function parsePayload(payload: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const nonce = () => randomBytes(9).toString('base64url');

export function downloadTokens(key: Buffer): DownloadTokens {
  const mac = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();
  return {
    sign(claims) {
      const payload = Buffer.from(
        // `n`: a random nonce, so two links for one file made in the same second (the page's download and the QR
        // code for a phone) are different links, each with its own single use.
        JSON.stringify({ v: 2, u: claims.uid, t: targetKey(claims.target), e: claims.expiresAt, n: nonce() }),
      ).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, target, nowMs) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw invalid(target);
      const expected = mac(payload);
      const received = Buffer.from(signature, 'base64url');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw invalid(target);
      const claims = parsePayload(payload);
      if (
        claims === null ||
        claims.v !== 2 ||
        typeof claims.u !== 'string' ||
        typeof claims.t !== 'string' ||
        typeof claims.e !== 'number'
      ) {
        throw invalid(target);
      }
      const signedTarget = targetOfKey(claims.t);
      if (signedTarget === null || claims.t !== targetKey(target)) throw invalid(target);
      if (claims.e * 1000 <= nowMs) throw expired(target);
      return { uid: claims.u, target: signedTarget, expiresAt: claims.e };
    },
  };
}
