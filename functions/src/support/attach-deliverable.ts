import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import { deliverablePath, deliverableStoragePath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import { URL_MAX_LENGTH } from '../contracts/limits.js';
import {
  DELIVERABLE_FILE_TYPES,
  DELIVERABLE_LABEL_MAX_LENGTH,
  DELIVERABLE_MAX_BYTES,
  deliverableFileExtension,
  type OpsAttachDeliverableResult,
} from '../contracts/ops.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { isSafeKey } from '../platform/ids.js';
import { appendAudit } from './audit-trail.js';
import { digestStream, startsLike } from '../platform/file-signature.js';
import { loadRequest } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseText } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

function parseHttpsUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH)
    throw new HttpsError('invalid-argument', 'url is required.');
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new HttpsError('invalid-argument', 'url must be a web address.');
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw new HttpsError('invalid-argument', 'A link must be an https:// address.');
  }
  return url.toString();
}

/**
 * opsAttachDeliverable: a link ({ kind: 'link', url, label }) or a file uploaded through opsBeginUpload
 * ({ kind: 'file', uploadId, fileName, label, availableAfterPayment? }). On an unpaid request, support may share a
 * file the customer sees at once but downloads only once paid (createDownloadLink enforces it). A file is checked where it landed (size, and that its first bytes
 * are what its extension says) before it becomes a deliverable; a bad one is deleted. Recording is idempotent per
 * upload id, so a retried call publishes one deliverable and sends one email.
 */
export async function opsAttachDeliverable(
  deps: OpsDeps,
  caller: Caller,
  data: unknown,
): Promise<OpsAttachDeliverableResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const fields = fieldsOf(data);
  const label = parseText(fields.label, 'label', DELIVERABLE_LABEL_MAX_LENGTH);
  if (fields.availableAfterPayment !== undefined && typeof fields.availableAfterPayment !== 'boolean')
    throw new HttpsError('invalid-argument', 'availableAfterPayment must be true or false.');
  const request = await loadRequest(deps.db, target);
  // Only a file, only while unpaid: a link opens at once anyway, and a paid request's files are the customer's.
  const afterPayment =
    fields.availableAfterPayment === true && fields.kind === 'file' && request.paymentStatus !== 'paid';
  const now = deps.clock.now();
  let record: DeliverableRecord;

  if (fields.kind === 'link') {
    const url = parseHttpsUrl(fields.url);
    const id = deps.newId(now);
    record = {
      id,
      kind: 'link',
      status: 'ready',
      label,
      source: 'support',
      url,
      createdAt: now,
      updatedAt: now,
      addedBy: caller.uid,
    };
  } else if (fields.kind === 'file') {
    if (!isSafeKey(fields.uploadId)) throw new HttpsError('invalid-argument', 'uploadId is required.');
    const fileName = typeof fields.fileName === 'string' ? fields.fileName : '';
    const extension = deliverableFileExtension(fileName);
    if (!extension) throw new HttpsError('invalid-argument', 'fileName is not an attachable file.');
    const id = fields.uploadId;
    const existing = await deps.db.get<DeliverableRecord>(deliverablePath(target.uid, target.requestId, id));
    if (existing) return { deliverableId: id };
    const storagePath = deliverableStoragePath(target.uid, target.requestId, id, fileName);
    const stored = await deps.files.open(storagePath);
    if (!stored) throw new HttpsError('failed-precondition', 'The upload has not arrived. Upload the file again.');
    if (stored.size > DELIVERABLE_MAX_BYTES) {
      await deps.files.deletePrefix(storagePath);
      throw new HttpsError('invalid-argument', 'The file is larger than 50 MB.');
    }
    const digest = await digestStream(stored.stream());
    if (digest.size === 0 || !startsLike(extension, digest.head)) {
      await deps.files.deletePrefix(storagePath);
      throw new HttpsError('invalid-argument', `The file is not a valid .${extension} file.`);
    }
    record = {
      id,
      kind: 'file',
      status: 'ready',
      label,
      source: 'support',
      fileName,
      size: digest.size,
      sha256: digest.sha256,
      contentType: DELIVERABLE_FILE_TYPES[extension],
      storagePath,
      createdAt: now,
      updatedAt: now,
      addedBy: caller.uid,
      ...(afterPayment ? { availableAfterPayment: true as const } : {}),
    };
  } else {
    throw new HttpsError('invalid-argument', "kind must be 'link' or 'file'.");
  }

  await deps.db.transaction<DeliverableRecord>(
    deliverablePath(target.uid, target.requestId, record.id),
    (current) => current ?? record,
  );
  await appendAudit(deps.db, caller, {
    id: record.id,
    at: now,
    action: 'opsAttachDeliverable',
    target,
    before: null,
    after: {
      deliverableId: record.id,
      kind: record.kind,
      label,
      ...(record.url ? { url: record.url } : {}),
      ...(record.fileName ? { fileName: record.fileName, size: record.size ?? 0 } : {}),
      ...(record.availableAfterPayment ? { availableAfterPayment: true } : {}),
    },
  });
  await recordCustomerEvent(deps.events, {
    ...target,
    eventId: `deliverable-${record.id}`,
    entry: {
      at: now,
      kind: 'deliverable',
      by: 'support',
      deliverableId: record.id,
      text: label,
      // The timeline says "available after payment", never "Ready", for a file the customer cannot download yet.
      ...(record.availableAfterPayment ? { afterPayment: true as const } : {}),
    },
  });
  return { deliverableId: record.id };
}
