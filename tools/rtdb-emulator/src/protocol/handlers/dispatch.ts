import type { ClientRequest } from '../messages.js';
import type { SessionState } from '../session-state.js';
import { handleAuth, handleUnauth } from './auth.js';
import { handleGet } from './get.js';
import { handleListen, handleUnlisten } from './listen.js';
import { handleMerge, handlePut } from './writes.js';

type Handler = (session: SessionState, request: ClientRequest) => void;

const acknowledge: Handler = (session, request) => session.reply(request.r, 'ok');

/** Request actions of protocol v5 and who answers them. */
const HANDLERS: Record<string, Handler> = {
  q: handleListen,
  n: handleUnlisten,
  g: handleGet,
  p: handlePut,
  m: handleMerge,
  auth: handleAuth,
  gauth: handleAuth,
  unauth: handleUnauth,
  // The SDK's usage statistics carry nothing an emulator needs.
  s: acknowledge,
};

/** Actions the SDK has but this product never sends; see the README's scope. */
const OUT_OF_SCOPE: Record<string, string> = {
  o: 'onDisconnect',
  om: 'onDisconnect',
  oc: 'onDisconnect',
  appcheck: 'App Check',
  unappeck: 'App Check',
};

export function dispatch(session: SessionState, request: ClientRequest): void {
  const handler = HANDLERS[request.a];
  if (handler) return handler(session, request);
  const feature = OUT_OF_SCOPE[request.a];
  session.reply(
    request.r,
    'error',
    feature
      ? `${feature} is not supported by this emulator (tools/rtdb-emulator/README.md)`
      : `Unknown action ${request.a}`,
  );
}
