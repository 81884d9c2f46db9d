import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';

/**
 * What a download link opens: a free build's APK, a file a request delivers, or a file the customer attached to a
 * message (docs/api.md "Downloads").
 */
export type DownloadTarget =
  | { kind: 'build'; buildId: string }
  | { kind: 'deliverable'; requestId: string; deliverableId: string }
  | { kind: 'attachment'; requestId: string; attachmentId: string };

/** What a link is signed for; `sign` adds the nonce. */
interface LinkClaims {
  uid: string;
  target: DownloadTarget;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** A verified link's claims, with the HMAC-covered nonce that names this one link (its single use is keyed on it). */
export interface DownloadClaims extends LinkClaims {
  nonce: string;
}

/**
 * Short-lived capability for one stored file: `base64url(payload).base64url(HMAC-SHA256(payload))`. It lets a plain
 * browser navigation download the file (no Authorization header possible there) without making the file public.
 * The key comes from DOWNLOAD_LINKS_SECRET alone (delivery/download-link-key.ts), never from the signing secret. One
 * module for every kind of download, so a change to how links are signed or checked reaches all of them.
 */
export interface DownloadTokens {
  sign(claims: LinkClaims): string;
  /** Throws HttpsError permission-denied when forged, malformed, expired or made for another file. */
  verify(token: string, target: DownloadTarget, nowMs: number): DownloadClaims;
}

/** The payload names its file as one string, so "made for this file" is one comparison. */
export function targetKey(target: DownloadTarget): string {
  if (target.kind === 'build') return `b:${target.buildId}`;
  if (target.kind === 'deliverable') return `d:${target.requestId}/${target.deliverableId}`;
  return `a:${target.requestId}/${target.attachmentId}`;
}

function targetOfKey(key: string): DownloadTarget | null {
  if (key.startsWith('b:')) return { kind: 'build', buildId: key.slice(2) };
  const match = /^([da]):([^/]+)\/([^/]+)$/.exec(key);
  if (!match) return null;
  const [, kind, requestId, id] = match as unknown as [string, string, string, string];
  return kind === 'd'
    ? { kind: 'deliverable', requestId, deliverableId: id }
    : { kind: 'attachment', requestId, attachmentId: id };
}

/** What the person should do when a link fails: builds are generated again, deliverables live on their request. */
function again(target: DownloadTarget): string {
  // Deliverables and attachments both live on their request.
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

/**
 * Node's base64url decoder forgives: it skips padding and foreign characters and ignores the spare low bits of the
 * last character, so many strings decode to the same bytes. Each link has exactly one spelling: the one `sign`
 * wrote, which decoding and encoding again reproduces. Any other spelling (an added `=`, a flipped spare bit) is
 * refused, so it can never count as a fresh link.
 */
function canonicalBytes(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** The 9 random bytes sign() writes, as their 12-character base64url. */
const NONCE = /^[A-Za-z0-9_-]{12}$/;

function parsePayload(bytes: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
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
      const payloadBytes = canonicalBytes(payload);
      const received = canonicalBytes(signature);
      if (payloadBytes === null || received === null) throw invalid(target);
      const expected = mac(payload);
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw invalid(target);
      const claims = parsePayload(payloadBytes);
      if (
        claims === null ||
        claims.v !== 2 ||
        typeof claims.u !== 'string' ||
        typeof claims.t !== 'string' ||
        typeof claims.e !== 'number' ||
        typeof claims.n !== 'string' ||
        !NONCE.test(claims.n)
      ) {
        throw invalid(target);
      }
      const signedTarget = targetOfKey(claims.t);
      if (signedTarget === null || claims.t !== targetKey(target)) throw invalid(target);
      if (claims.e * 1000 <= nowMs) throw expired(target);
      return { uid: claims.u, target: signedTarget, expiresAt: claims.e, nonce: claims.n };
    },
  };
}
