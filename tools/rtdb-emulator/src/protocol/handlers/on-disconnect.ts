import type { ClientRequest } from '../messages.js';
import type { SessionState } from '../session-state.js';
import { requestPath } from './request-fields.js';
import { replyToWrite } from './writes.js';

/**
 * `o` / `om`: queue a set / update for when the connection ends. Rules are checked now (a
 * denied registration fails at once, as on the real service) and again when the write runs.
 */
export function handleOnDisconnect(session: SessionState, request: ClientRequest, kind: 'put' | 'merge'): void {
  const path = requestPath(session, request);
  if (!path) return;
  const write = { kind, path, data: request.b.d };
  const outcome = session.database.check(write, session.principal);
  if (outcome.status === 'ok') session.onDisconnect.add({ request: write, principal: session.principal });
  replyToWrite(session, request.r, outcome);
}

/** `oc`: cancel what was queued at or below a path. */
export function handleOnDisconnectCancel(session: SessionState, request: ClientRequest): void {
  const path = requestPath(session, request);
  if (!path) return;
  session.onDisconnect.cancel(path);
  session.reply(request.r, 'ok');
}
