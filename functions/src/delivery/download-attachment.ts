import type { AttachmentRecord } from '../contracts/conversation.js';
import { attachmentPath } from '../contracts/database-paths.js';
import type { ApiResult } from '../platform/http/types.js';
import * as logs from '../logs-conversation.js';
import type { DownloadDeps } from './download-build.js';
import { serveRequestFile } from './serve-request-file.js';

/**
 * GET /api/requests/:requestId/attachments/:attachmentId/download?token=...: a file a customer attached to a message,
 * for its owner or for support (opsCreateAttachmentLink signs the owner's link).
 */
export function downloadAttachment(
  deps: DownloadDeps,
  requestId: string,
  attachmentId: string,
  token: string | null,
  method = 'GET',
): Promise<ApiResult> {
  return serveRequestFile(
    deps,
    { token, ids: [requestId, attachmentId], target: { kind: 'attachment', requestId, attachmentId }, method },
    async (claims) =>
      (await deps.db.get<AttachmentRecord>(attachmentPath(claims.uid, requestId, attachmentId))) ?? undefined,
    (claims) => logs.attachmentDownloaded(claims.uid, requestId, attachmentId),
  );
}
