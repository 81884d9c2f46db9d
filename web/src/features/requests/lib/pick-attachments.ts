import {
  CONVERSATION_MESSAGES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
  attachmentFileName,
  messageAttachmentExtension,
} from '@contracts/conversation';
import type { PickedFile } from '../api/reply-to-request';

/** What the file input accepts (the server checks again, by the files' first bytes). */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,.zip,image/png,image/jpeg,application/pdf,application/zip';

/**
 * Adds picked files to a draft's, checked as the server will check them (type by name, size, count), so the person
 * hears what is wrong at the control before anything uploads. Returns the files kept and the first problem, if any.
 */
export function addAttachments(
  current: readonly PickedFile[],
  picked: readonly File[],
): { files: PickedFile[]; problem: string | null } {
  const files = [...current];
  let problem: string | null = null;
  for (const file of picked) {
    const fileName = attachmentFileName(file.name);
    if (!messageAttachmentExtension(fileName)) problem ??= `${file.name}: ${CONVERSATION_MESSAGES.fileType}`;
    else if (file.size === 0 || file.size > MESSAGE_ATTACHMENT_MAX_BYTES)
      problem ??= `${file.name}: ${CONVERSATION_MESSAGES.fileSize}`;
    else if (files.length >= MESSAGE_ATTACHMENTS_MAX) problem ??= CONVERSATION_MESSAGES.tooMany;
    else files.push({ file, fileName });
  }
  return { files, problem };
}
