import { HttpsError } from 'firebase-functions/https';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import {
  CONVERSATION_MESSAGES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_UPLOADS_PER_HOUR,
  messageAttachmentExtension,
  type BeginMessageUploadResult,
} from '../contracts/conversation.js';
import { attachmentStoragePath, messageUploadRateLimitPath } from '../contracts/database-paths.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import { rateLimited } from '../platform/http/errors.js';
import { isSafeKey } from '../platform/ids.js';
import { takeWindowSlot } from '../platform/sliding-window.js';
import { loadRequest } from './load-request.js';
import { fieldsOf } from './parse-input.js';

export interface BeginMessageUploadDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  newId: (nowMs: number) => string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * beginMessageUpload({ requestId, fileName, size }): step 1 of attaching a file to a message, the same design as
 * support's uploads (opsBeginUpload): the type and size are checked, then a resumable upload session is opened for
 * the file's one place in the caller's own folder (the path is built from the caller's uid and request, never from
 * the client), and its URL returned; the browser PUTs the bytes there. replyToRequest then checks what arrived (size,
 * type by its first bytes) before the file joins the message. MESSAGE_UPLOADS_PER_HOUR per account.
 */
export async function beginMessageUpload(
  deps: BeginMessageUploadDeps,
  caller: Caller,
  data: unknown,
  origin: string | undefined,
): Promise<BeginMessageUploadResult> {
  requireVerifiedEmail(caller);
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  const fileName = typeof fields.fileName === 'string' ? fields.fileName : '';
  const extension = messageAttachmentExtension(fileName);
  if (!extension) throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.fileType);
  const size = fields.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MESSAGE_ATTACHMENT_MAX_BYTES)
    throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.fileSize);
  const target = { uid: caller.uid, requestId: fields.requestId };
  await loadRequest(deps.db, target);
  const now = deps.clock.now();
  const slot = await takeWindowSlot(
    deps.db,
    messageUploadRateLimitPath(caller.uid),
    MESSAGE_UPLOADS_PER_HOUR,
    HOUR_MS,
    now,
  );
  if (!slot.taken) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterSeconds / 60));
    throw rateLimited(CONVERSATION_MESSAGES.uploadsLimited(minutes), slot.retryAfterSeconds);
  }
  const uploadId = deps.newId(now);
  const path = attachmentStoragePath(target.uid, target.requestId, uploadId, fileName);
  const uploadUrl = await deps.files.createUploadSession(path, MESSAGE_ATTACHMENT_TYPES[extension], origin);
  return { uploadId, uploadUrl };
}
