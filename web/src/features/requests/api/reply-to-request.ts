import { CALLABLES } from '@contracts/callables';
import {
  type BeginMessageUploadInput,
  type BeginMessageUploadResult,
  type SendMessageInput,
  type SendMessageResult,
} from '@contracts/conversation';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** A file picked for a message, under the name it is stored as (contracts/conversation.ts attachmentFileName). */
export interface PickedFile {
  file: File;
  fileName: string;
}

/**
 * Uploads one file the way support's uploads go (docs/api.md "Conversation"): the server opens a session for its
 * one place in the customer's own folder, the browser PUTs the bytes there, and the message then names it.
 */
async function uploadAttachment(
  requestId: string,
  picked: PickedFile,
): Promise<{ uploadId: string; fileName: string }> {
  const begin = httpsCallable<BeginMessageUploadInput, BeginMessageUploadResult>(
    firebaseFunctions(),
    CALLABLES.beginMessageUpload,
  );
  const { data } = await begin({ requestId, fileName: picked.fileName, size: picked.file.size });
  const response = await fetch(data.uploadUrl, { method: 'PUT', body: picked.file });
  if (!response.ok) throw new Error(`${picked.fileName} could not be uploaded. Please try again.`);
  return { uploadId: data.uploadId, fileName: picked.fileName };
}

/**
 * Sends a message to support about a request, at any status (docs/api.md "Conversation"): the files are uploaded
 * first, then the message names them. `messageId` is picked once per draft, so a retry after a failure records one
 * message and one email.
 */
export async function sendMessage(
  requestId: string,
  text: string,
  files: readonly PickedFile[],
  messageId: string,
): Promise<SendMessageResult> {
  const attachments = [];
  for (const picked of files) attachments.push(await uploadAttachment(requestId, picked));
  const call = httpsCallable<SendMessageInput, SendMessageResult>(firebaseFunctions(), CALLABLES.replyToRequest);
  return (await call({ requestId, text, ...(attachments.length > 0 ? { attachments } : {}), messageId })).data;
}
