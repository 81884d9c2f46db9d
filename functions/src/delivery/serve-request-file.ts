import { HttpsError } from 'firebase-functions/https';
import { userStoragePrefix } from '../contracts/database-paths.js';
import { refuseRevokedDownload } from '../platform/callers/revoked-account.js';
import type { ApiResult } from '../platform/http/types.js';
import { isSafeKey } from '../platform/ids.js';
import { contentDisposition } from './content-disposition.js';
import type { DownloadDeps } from './download-build.js';
import type { DownloadClaims, DownloadTarget } from './download-token.js';
import { consumeDownloadLink } from './download-uses.js';

const GONE = 'This file is no longer available. Please contact support.';

/** Where a request's stored file is and what to call it, as its server-written record says (or nothing: gone). */
export interface StoredRequestFile {
  storagePath: string;
  fileName: string;
  contentType: string;
}

/**
 * The one path of every file a request holds (support's deliverables, the customer's attachments), fetched by a plain
 * browser navigation: the token alone authorises, once (download-uses.ts), and names the owner; the record, found
 * through that owner, says where the file is. Checks run cheapest first, and the link is consumed only once the file
 * is known to be there, so a missing file never burns a link.
 */
export async function serveRequestFile(
  deps: DownloadDeps,
  access: {
    token: string | null;
    /** The ids of the path, checked before anything is read. */
    ids: readonly string[];
    target: DownloadTarget;
    /** The request's: a HEAD does not consume the link. */
    method: string;
  },
  findFile: (claims: DownloadClaims) => Promise<StoredRequestFile | undefined>,
  served: (claims: DownloadClaims) => void,
): Promise<ApiResult> {
  if (!access.token) {
    throw new HttpsError(
      'unauthenticated',
      'A download token is required. Please open the request and press Download again.',
    );
  }
  if (!access.ids.every((id) => isSafeKey(id))) throw new HttpsError('not-found', GONE);
  const claims = deps.tokens.verify(access.token, access.target, deps.clock.now());
  await refuseRevokedDownload(deps.db, claims.uid);
  const stored = await findFile(claims);
  // Defence in depth: whatever a record says, a link of one user never reads outside that user's folder.
  if (!stored?.storagePath.startsWith(userStoragePrefix(claims.uid))) throw new HttpsError('not-found', GONE);
  const file = await deps.files.open(stored.storagePath);
  if (!file) throw new HttpsError('not-found', GONE);
  await consumeDownloadLink(deps, claims, access.method);
  served(claims);
  return {
    status: 200,
    headers: {
      'Content-Type': stored.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(stored.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // Files of support and of customers are served from our origin: never let one run as a page there.
      'Content-Security-Policy': "sandbox; default-src 'none'",
    },
    stream: file.stream(),
  };
}
