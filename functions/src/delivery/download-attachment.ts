import { HttpsError } from 'firebase-functions/https';
import { refuseRevokedDownload } from '../platform/callers/revoked-account.js';
import type { AttachmentRecord } from '../contracts/conversation.js';
import { attachmentPath, userStoragePrefix } from '../contracts/database-paths.js';
import type { DownloadDeps } from './download-build.js';
import { contentDisposition } from './content-disposition.js';
import type { ApiResult } from '../platform/http/types.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs-conversation.js';
import { consumeDownloadLink } from './download-uses.js';

const GONE = 'This file is no longer available. Please contact support.';

/**
 * GET /api/requests/:requestId/attachments/:attachmentId/download?token=...: a file a customer attached to a message,
 * for its owner or for support (opsCreateAttachmentLink signs the owner's link). Like a deliverable: the token alone
 * authorises, once, and names the owner; the server-written record says where the file is.
 */
export async function downloadAttachment(
  deps: DownloadDeps,
  requestId: string,
  attachmentId: string,
  token: string | null,
  method = 'GET',
): Promise<ApiResult> {
  if (!token) {
    throw new HttpsError(
      'unauthenticated',
      'A download token is required. Please open the request and press Download again.',
    );
  }
  if (!isSafeKey(requestId) || !isSafeKey(attachmentId)) throw new HttpsError('not-found', GONE);
  const claims = deps.tokens.verify(token, { kind: 'attachment', requestId, attachmentId }, deps.clock.now());
  await refuseRevokedDownload(deps.db, claims.uid);
  const record = await deps.db.get<AttachmentRecord>(attachmentPath(claims.uid, requestId, attachmentId));
  if (!record?.storagePath.startsWith(userStoragePrefix(claims.uid))) throw new HttpsError('not-found', GONE);
  const file = await deps.files.open(record.storagePath);
  if (!file) throw new HttpsError('not-found', GONE);
  await consumeDownloadLink(deps, claims, method);
  logs.attachmentDownloaded(claims.uid, requestId, attachmentId);
  return {
    status: 200,
    headers: {
      'Content-Type': record.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(record.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // A customer's file is served from our origin: never let it run as a page there.
      'Content-Security-Policy': "sandbox; default-src 'none'",
    },
    stream: file.stream(),
  };
}
