import { mailConfig } from '../config.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { newEventId } from '../platform/event-ids.js';
import { newPushId } from '../platform/ids.js';
import {
  beginMessageUpload as beginMessageUploadHandler,
  type BeginMessageUploadDeps,
} from '../requests/begin-message-upload.js';
import { createRequest as createRequestHandler } from '../requests/create-request.js';
import { deleteRequest as deleteRequestHandler } from '../requests/delete-request.js';
import { replyToRequest as replyToRequestHandler, type ReplyDeps } from '../requests/reply-to-request.js';
import { updateRequestText as updateRequestTextHandler } from '../requests/update-request-text.js';
import { customerEventDeps } from './mail.js';
import { platform } from './platform.js';

// Conversion requests and their conversation: created, edited and deleted only here (docs/api.md "Requests").

function requestDeps() {
  const { db, files, clock } = platform();
  return { db, files, clock, newRequestId: newPushId, events: customerEventDeps() };
}

function replyDeps(): ReplyDeps {
  const config = mailConfig();
  const { files } = platform();
  return {
    events: customerEventDeps(),
    files,
    newId: newEventId,
    supportInbox: config.supportInbox,
    appUrl: config.appUrl,
  };
}

/** beginMessageUpload: the customer's upload sessions, in their own folder. */
function messageUploadDeps(): BeginMessageUploadDeps {
  const { db, clock, files } = platform();
  return { db, clock, files, newId: newEventId };
}

export const createRequest = verifiedCallable(requestDeps, createRequestHandler);
export const updateRequestText = verifiedCallable(requestDeps, updateRequestTextHandler);
export const deleteRequest = verifiedCallable(requestDeps, deleteRequestHandler);
export const replyToRequest = verifiedCallable(replyDeps, replyToRequestHandler);

export const beginMessageUpload = verifiedCallable(messageUploadDeps, beginMessageUploadHandler);
