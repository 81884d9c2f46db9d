import { deliverablePath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { ApiResult } from '../platform/http/types.js';
import * as logs from '../logs.js';
import type { DownloadDeps } from './download-build.js';
import { serveRequestFile } from './serve-request-file.js';

/**
 * GET /api/requests/:requestId/deliverables/:deliverableId/download?token=...: a file a request delivers, once it is
 * ready (a deliverable being uploaded has no file yet).
 */
export function downloadDeliverable(
  deps: DownloadDeps,
  requestId: string,
  deliverableId: string,
  token: string | null,
  method = 'GET',
): Promise<ApiResult> {
  return serveRequestFile(
    deps,
    { token, ids: [requestId, deliverableId], target: { kind: 'deliverable', requestId, deliverableId }, method },
    async (claims) => {
      const record = await deps.db.get<DeliverableRecord>(deliverablePath(claims.uid, requestId, deliverableId));
      if (record?.status !== 'ready' || !record.storagePath || !record.fileName) return undefined;
      return {
        storagePath: record.storagePath,
        fileName: record.fileName,
        contentType: record.contentType ?? 'application/octet-stream',
      };
    },
    (claims) => logs.deliverableDownloaded(claims.uid, requestId, deliverableId),
  );
}
