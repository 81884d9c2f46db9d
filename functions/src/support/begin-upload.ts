import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import { deliverableStoragePath } from '../contracts/database-paths.js';
import {
  DELIVERABLE_FILE_TYPES,
  DELIVERABLE_MAX_BYTES,
  deliverableFileExtension,
  type OpsBeginUploadResult,
} from '../contracts/ops.js';
import { loadRequest } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseWholeNumber } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsBeginUpload({ uid, requestId, fileName, size }): step 1 of attaching a file. Checks the type and size, then
 * opens a resumable upload session for the file's final place in the customer's folder and returns its URL: the
 * browser PUTs the bytes straight to Storage (a file of up to 50 MB never passes through a function, whose request
 * body is limited to 10 MB). Step 2, opsAttachDeliverable, checks what arrived and publishes it.
 */
export async function opsBeginUpload(
  deps: OpsDeps,
  caller: Caller,
  data: unknown,
  origin: string | undefined,
): Promise<OpsBeginUploadResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const fields = fieldsOf(data);
  const fileName = typeof fields.fileName === 'string' ? fields.fileName : '';
  const extension = deliverableFileExtension(fileName);
  if (!extension) {
    throw new HttpsError(
      'invalid-argument',
      `Attach an ${Object.keys(DELIVERABLE_FILE_TYPES).join(', ')} file whose name has only letters, digits, dots, dashes and underscores.`,
    );
  }
  parseWholeNumber(fields.size, 'size', 1, DELIVERABLE_MAX_BYTES);
  await loadRequest(deps.db, target);
  const uploadId = deps.newId(deps.clock.now());
  const path = deliverableStoragePath(target.uid, target.requestId, uploadId, fileName);
  const uploadUrl = await deps.files.createUploadSession(path, DELIVERABLE_FILE_TYPES[extension], origin);
  return { uploadId, uploadUrl };
}
