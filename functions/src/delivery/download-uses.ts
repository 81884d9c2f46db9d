import { createHash } from 'node:crypto';
import { DOWNLOAD_USES_PATH, downloadUsePath } from '../contracts/database-paths.js';
import { DOWNLOAD_REUSE_GRACE_SECONDS } from '../contracts/lifecycle.js';
import { linkAlreadyUsed, targetKey, type DownloadClaims } from './download-token.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';

/** `downloadUses/{useKey}`: a link's first successful GET (docs/data-model.md "Lifecycle"). */
interface DownloadUse {
  uid: string;
  firstUsedAt: number;
  /** The link's own expiry (milliseconds): after it the link is refused anyway, so the sweep drops this record. */
  expiresAt: number;
}

/**
 * The link's expiry, zero-padded so keys sort by it, then the SHA-256 of what the HMAC covers and names this one
 * link: owner, file and nonce. Never the token's text, which has no single spelling to a decoder (an appended `=`
 * is the same link) and, being a capability until it expires, is never stored.
 */
function useKey(claims: DownloadClaims): string {
  const hash = createHash('sha256')
    .update(`${claims.uid}\n${targetKey(claims.target)}\n${claims.nonce}`)
    .digest('base64url');
  return `${String(claims.expiresAt).padStart(12, '0')}-${hash}`;
}

/**
 * Makes a verified download link single-use: its first successful GET records the time (a transaction, so two
 * concurrent first uses agree), and from DOWNLOAD_REUSE_GRACE_SECONDS after that the link is refused. The grace
 * lets Android's DownloadManager fetch the URL again and resume with Range requests. HEAD consumes nothing.
 */
export async function consumeDownloadLink(
  deps: { db: Db; clock: Clock },
  claims: DownloadClaims,
  method: string,
): Promise<void> {
  if (method === 'HEAD') return;
  const now = deps.clock.now();
  const first: DownloadUse = { uid: claims.uid, firstUsedAt: now, expiresAt: claims.expiresAt * 1000 };
  const { value } = await deps.db.transaction<DownloadUse>(
    downloadUsePath(useKey(claims)),
    (current) => current ?? first,
  );
  if (now - (value?.firstUsedAt ?? now) > DOWNLOAD_REUSE_GRACE_SECONDS * 1000) throw linkAlreadyUsed(claims.target);
}

/** Removes the use records of links that have expired (refused for their expiry now), oldest first. */
export async function sweepDownloadUses(deps: { db: Db; clock: Clock }): Promise<number> {
  const now = deps.clock.now();
  let removed = 0;
  for (;;) {
    const page = await deps.db.childrenAfter<DownloadUse>(DOWNLOAD_USES_PATH, null, 200);
    const expired = page.filter(([, use]) => use.expiresAt <= now);
    if (expired.length > 0) {
      await deps.db.update(Object.fromEntries(expired.map(([key]) => [downloadUsePath(key), null])));
      removed += expired.length;
    }
    if (expired.length < page.length || page.length < 200) return removed;
  }
}
