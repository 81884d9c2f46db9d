import { HttpsError } from 'firebase-functions/https';
import {
  CONVERSATION_MESSAGES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
  messageAttachmentExtension,
  type AttachmentRecord,
} from '../contracts/conversation.js';
import { attachmentPath, attachmentStoragePath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import { digestStream, startsLike } from '../platform/file-signature.js';
import type { FileStore } from '../platform/files.js';
import { isSafeKey } from '../platform/ids.js';

interface AttachmentRef {
  uploadId: string;
  fileName: string;
}

/** The message's `attachments` field: at most MESSAGE_ATTACHMENTS_MAX distinct uploads with attachable names. */
export function parseAttachmentRefs(value: unknown): AttachmentRef[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new HttpsError('invalid-argument', 'attachments must be a list.');
  if (value.length > MESSAGE_ATTACHMENTS_MAX) throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.tooMany);
  const refs = value.map((item: unknown): AttachmentRef => {
    const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (!isSafeKey(fields.uploadId)) throw new HttpsError('invalid-argument', 'uploadId is required.');
    const fileName = typeof fields.fileName === 'string' ? fields.fileName : '';
    if (!messageAttachmentExtension(fileName)) throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.fileType);
    return { uploadId: fields.uploadId, fileName };
  });
  if (new Set(refs.map((ref) => ref.uploadId)).size !== refs.length)
    throw new HttpsError('invalid-argument', 'Each file can be attached once.');
  return refs;
}

interface Owner {
  uid: string;
  requestId: string;
}

/**
 * Checks each uploaded file where it landed (the caller's own folder: the path is built from the caller's uid) before
 * it becomes part of a message: present, within the size limit, and really what its extension says (its first bytes,
 * whatever the browser declared). A bad file is deleted and refused; a message already recorded with it (a retry)
 * keeps its record. Checked ones are recorded create-if-absent under their upload ids.
 */
export async function recordAttachments(
  deps: { db: Db; files: FileStore },
  owner: Owner,
  refs: readonly AttachmentRef[],
  messageId: string,
  now: number,
): Promise<AttachmentRecord[]> {
  const records: AttachmentRecord[] = [];
  for (const ref of refs) {
    const path = attachmentPath(owner.uid, owner.requestId, ref.uploadId);
    const existing = await deps.db.get<AttachmentRecord>(path);
    if (existing) {
      records.push(existing);
      continue;
    }
    const extension = messageAttachmentExtension(ref.fileName);
    if (!extension) throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.fileType);
    const storagePath = attachmentStoragePath(owner.uid, owner.requestId, ref.uploadId, ref.fileName);
    const stored = await deps.files.open(storagePath);
    if (!stored) throw new HttpsError('failed-precondition', CONVERSATION_MESSAGES.notArrived(ref.fileName));
    if (stored.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
      await deps.files.deletePrefix(storagePath);
      throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.tooLarge(ref.fileName));
    }
    const digest = await digestStream(stored.stream());
    if (digest.size === 0 || !startsLike(extension, digest.head)) {
      await deps.files.deletePrefix(storagePath);
      throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.notThatType(ref.fileName, extension));
    }
    const record: AttachmentRecord = {
      id: ref.uploadId,
      requestId: owner.requestId,
      fileName: ref.fileName,
      size: digest.size,
      contentType: MESSAGE_ATTACHMENT_TYPES[extension],
      sha256: digest.sha256,
      storagePath,
      messageId,
      createdAt: now,
    };
    const written = await deps.db.transaction<AttachmentRecord>(path, (current) => current ?? record);
    records.push(written.value ?? record);
  }
  return records;
}
