import type { WriteOutcome, WriteRequest } from '../../database/database.js';
import type { ClientRequest } from '../messages.js';
import { PERMISSION_DENIED_TEXT } from '../messages.js';
import type { SessionState } from '../session-state.js';
import { requestPath } from './request-fields.js';

/** Answers a write the way the real server does; the SDK turns non-ok statuses into errors. */
function replyToWrite(session: SessionState, requestNumber: number, outcome: WriteOutcome): void {
  switch (outcome.status) {
    case 'ok':
      session.reply(requestNumber, 'ok');
      break;
    case 'permission_denied':
      session.reply(requestNumber, 'permission_denied', PERMISSION_DENIED_TEXT);
      break;
    case 'datastale':
      session.reply(requestNumber, 'datastale', 'Transaction hash does not match');
      break;
    default:
      session.reply(requestNumber, 'invalid_data', outcome.message);
  }
}

function writeRequest(kind: WriteRequest['kind'], session: SessionState, request: ClientRequest): WriteRequest | null {
  const path = requestPath(session, request);
  if (!path) return null;
  if (kind === 'merge') return { kind, path, data: request.b.d };
  const hash = request.b.h;
  return typeof hash === 'string' ? { kind, path, data: request.b.d, hash } : { kind, path, data: request.b.d };
}

/** `p`: set (with `h`, the compare-and-set of a transaction). */
export function handlePut(session: SessionState, request: ClientRequest): void {
  const write = writeRequest('put', session, request);
  if (write) replyToWrite(session, request.r, session.database.write(write, session.principal));
}

/** `m`: multi-path update. */
export function handleMerge(session: SessionState, request: ClientRequest): void {
  const write = writeRequest('merge', session, request);
  if (write) replyToWrite(session, request.r, session.database.write(write, session.principal));
}
