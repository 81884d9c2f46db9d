import { HttpsError } from 'firebase-functions/https';
import { refuseRevokedDownload } from '../platform/callers/revoked-account.js';
import { deliverablePath, userStoragePrefix } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { DownloadDeps } from './download-build.js';
import { contentDisposition } from './content-disposition.js';
import type { ApiResult } from '../platform/http/types.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { consumeDownloadLink } from './download-uses.js';

const GONE = 'This file is no longer available. Please contact support.';

/**
 * GET /api/requests/:requestId/deliverables/:deliverableId/download?token=...: a file a request delivers, streamed
 * to a plain browser navigation. The token alone authorises, once (delivery/download-uses.ts), and names the owner; the record (server-written) says
 * where the file is and what it is.
 */
export async function downloadDeliverable(
  deps: DownloadDeps,
  requestId: string,
  deliverableId: string,
  token: string | null,
  /** The request's: a HEAD does not consume the link. */
  method = 'GET',
): Promise<ApiResult> {
  if (!token) {
    throw new HttpsError(
      'unauthenticated',
      'A download token is required. Please open the request and press Download again.',
    );
  }
  if (!isSafeKey(requestId) || !isSafeKey(deliverableId)) throw new HttpsError('not-found', GONE);
  const claims = deps.tokens.verify(token, { kind: 'deliverable', requestId, deliverableId }, deps.clock.now());
  await refuseRevokedDownload(deps.db, claims.uid);
  const record = await deps.db.get<DeliverableRecord>(deliverablePath(claims.uid, requestId, deliverableId));
  if (
    !record ||
    record.status !== 'ready' ||
    !record.storagePath ||
    !record.fileName ||
    // Defence in depth: whatever a record says, a link of one user never reads outside that user's folder.
    !record.storagePath.startsWith(userStoragePrefix(claims.uid))
  ) {
    throw new HttpsError('not-found', GONE);
  }
  const file = await deps.files.open(record.storagePath);
  if (!file) throw new HttpsError('not-found', GONE);
  await consumeDownloadLink(deps, claims, method);
  logs.deliverableDownloaded(claims.uid, requestId, deliverableId);
  return {
    status: 200,
    headers: {
      'Content-Type': record.contentType ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(record.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // A support-attached file is served from our origin: never let it run as a page there.
      'Content-Security-Policy': "sandbox; default-src 'none'",
    },
    stream: file.stream(),
  };
}
