import type { ClientRequest } from '../messages.js';
import type { SessionState } from '../session-state.js';
import { handleAuth, handleUnauth } from './auth.js';
import { handleGet } from './get.js';
import { handleListen, handleUnlisten } from './listen.js';
import { handleOnDisconnect, handleOnDisconnectCancel } from './on-disconnect.js';
import { handleMerge, handlePut } from './writes.js';

export type Handler = (session: SessionState, request: ClientRequest) => void;

const acknowledge: Handler = (session, request) => session.reply(request.r, 'ok');

/** Request actions of protocol v5 and who answers them. */
const HANDLERS: Record<string, Handler> = {
  q: handleListen,
  n: handleUnlisten,
  g: handleGet,
  p: handlePut,
  m: handleMerge,
  o: (session, request) => handleOnDisconnect(session, request, 'put'),
  om: (session, request) => handleOnDisconnect(session, request, 'merge'),
  oc: handleOnDisconnectCancel,
  auth: handleAuth,
  gauth: handleAuth,
  unauth: handleUnauth,
  // Stats and App Check tokens carry nothing the emulator enforces.
  s: acknowledge,
  appcheck: acknowledge,
  unappeck: acknowledge,
};

export function dispatch(session: SessionState, request: ClientRequest): void {
  const handler = HANDLERS[request.a];
  if (handler) handler(session, request);
  else session.reply(request.r, 'error', `Unknown action ${request.a}`);
}
