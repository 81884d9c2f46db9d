import { count, fieldsOf, optionalText, parseChildren } from './record-fields.js';

// A request's conversation (docs/product.md "Conversation", docs/data-model.md `attachments`, `conversationReads`):
// the customer writes to support on any request at any status and attaches files; support answers with messages and
// files (deliverables). Read markers say who has seen what.

/** Files a customer may attach to a message, by extension, with the content type they are stored and served as. */
export const MESSAGE_ATTACHMENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;
export type MessageAttachmentExtension = keyof typeof MESSAGE_ATTACHMENT_TYPES;

/** One attached file's size limit: a logo, a screenshot, a PDF brief or a zip of them. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 3;
const MAX_MB = MESSAGE_ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** The conversation's refusals, in words a customer can act on (docs/api.md "Conversation"). */
export const CONVERSATION_MESSAGES = {
  empty: 'Write a message or attach a file.',
  fileType: 'Attach a PNG, JPEG, PDF or ZIP file.',
  tooMany: `Attach at most ${MESSAGE_ATTACHMENTS_MAX} files to one message.`,
  fileSize: `Each file can be at most ${MAX_MB} MB.`,
  notArrived: (fileName: string) => `${fileName} has not finished uploading. Attach it again.`,
  tooLarge: (fileName: string) => `${fileName} is larger than ${MAX_MB} MB.`,
  notThatType: (fileName: string, extension: string) =>
    `${fileName} is not a real .${extension} file. Attach a PNG, JPEG, PDF or ZIP file.`,
  uploadsLimited: (minutes: number) =>
    `You have attached many files in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Uploads one account may open per rolling hour (each up to MESSAGE_ATTACHMENT_MAX_BYTES). */
export const MESSAGE_UPLOADS_PER_HOUR = 30;

/** Ids the client picks for a message and its uploads: letters, digits, dash, underscore (retry-safe keys). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,40}$/;

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The extension of an attachable file name (the stored name: see attachmentFileName), or null. */
export function messageAttachmentExtension(fileName: string): MessageAttachmentExtension | null {
  if (!NAME_PATTERN.test(fileName) || !fileName.includes('.')) return null;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(MESSAGE_ATTACHMENT_TYPES, extension) ? (extension as MessageAttachmentExtension) : null;
}

/**
 * The name a picked file is stored and shown under: ASCII letters, digits, dot, dash and underscore only (it becomes
 * a Storage path and a Content-Disposition), at most 100 characters, the extension kept in lower case. The web
 * sends this name; the server accepts only names already in this form.
 */
export function attachmentFileName(original: string): string {
  const cut = original.lastIndexOf('.');
  const base = cut > 0 ? original.slice(0, cut) : original;
  const extension = cut > 0 ? original.slice(cut + 1).toLowerCase() : '';
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+/, '')
      .replace(/-+$/, '');
  const ext = safe(extension).replace(/\./g, '');
  const room = ext ? 99 - ext.length : 100;
  const head =
    safe(base)
      .slice(0, Math.max(1, room))
      .replace(/[.-]+$/, '') || 'file';
  return ext ? `${head}.${ext}` : head;
}

/** What a timeline entry says about a file a customer attached (the download goes through createDownloadLink). */
export interface TimelineAttachment {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
}

/**
 * A message's files as stored (a list the database may hand back as an array or as an object with index keys),
 * dropping anything that is not a file; undefined when there are none, so the entry leaves the key out.
 */
export function parseTimelineAttachments(value: unknown): TimelineAttachment[] | undefined {
  const files = parseChildren(value, (raw) => {
    const r = fieldsOf(raw);
    const id = optionalText(r?.id);
    const fileName = optionalText(r?.fileName);
    if (!r || !id || !fileName) return null;
    return {
      id,
      fileName,
      size: count(r.size),
      contentType: optionalText(r.contentType) ?? 'application/octet-stream',
    };
  });
  return files.length > 0 ? files : undefined;
}

/**
 * `attachments/{uid}/{requestId}/{attachmentId}`: a file the customer attached to a message, checked (size, type by
 * its first bytes) before it was recorded. Server-written; the owner and support read it.
 */
export interface AttachmentRecord extends TimelineAttachment {
  requestId: string;
  /** Lower-case hex SHA-256. */
  sha256: string;
  /** Cloud Storage path, inside the owner's folder (attachmentStoragePath). */
  storagePath: string;
  /** The timeline entry (message) it was sent with. */
  messageId: string;
  createdAt: number;
}

/** beginMessageUpload: step 1 of attaching a file, a resumable upload session in the caller's own folder. */
export interface BeginMessageUploadInput {
  requestId: string;
  /** attachmentFileName() of the picked file. */
  fileName: string;
  /** Bytes, 1..MESSAGE_ATTACHMENT_MAX_BYTES. */
  size: number;
}

export interface BeginMessageUploadResult {
  /** The attachment's id to be; send it with the message. */
  uploadId: string;
  /** PUT the bytes here with the type's Content-Type; the URL is the only credential and works for this file only. */
  uploadUrl: string;
}

/** replyToRequest: a message from the customer, with text, files, or both. */
export interface SendMessageInput {
  requestId: string;
  /** 0..MESSAGE_MAX_LENGTH characters; may be empty when files are attached. */
  text: string;
  /** Uploads made with beginMessageUpload for this request, at most MESSAGE_ATTACHMENTS_MAX. */
  attachments?: Array<{ uploadId: string; fileName: string }>;
  /** Picked by the client (CLIENT_ID_PATTERN) so a retried send records one message and one email. */
  messageId?: string;
}

export interface SendMessageResult {
  /** The request's status after the message (update_needed moves back to in_review). */
  status: string;
  /** The timeline entry of the message. */
  entryId: string;
}

/**
 * `conversationReads/{uid}/{requestId}`: when each side last read the conversation (server time). The owner writes
 * `customer`, support writes `support`; a side has unread messages when the other side wrote after its mark
 * (`lastSupportMessageAt` / `lastCustomerMessageAt` on the request).
 */
export interface ConversationReads {
  customer?: number;
  support?: number;
}

/** True when `lastFromOtherSide` is newer than `readAt` (never read counts as unread). */
export function hasUnread(lastFromOtherSide: number | undefined, readAt: number | undefined): boolean {
  return lastFromOtherSide !== undefined && lastFromOtherSide > (readAt ?? 0);
}
