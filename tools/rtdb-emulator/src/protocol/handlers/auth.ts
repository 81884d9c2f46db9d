import { principalFromCredential } from '../../auth/credentials.js';
import { ANONYMOUS, authVariable } from '../../auth/principal.js';
import type { ClientRequest } from '../messages.js';
import type { SessionState } from '../session-state.js';

/**
 * `auth` (an ID token) and `gauth` (any other credential: the admin SDK sends "owner", with
 * `authvar` for databaseAuthVariableOverride or `noauth` for an override of null).
 */
export function handleAuth(session: SessionState, request: ClientRequest): void {
  const credential = request.b.cred;
  if (typeof credential !== 'string') {
    session.reply(request.r, 'invalid_token', 'Could not parse auth token.');
    return;
  }
  const result = principalFromCredential(credential, {
    authvar: request.b.authvar,
    noauth: request.b.noauth === true,
  });
  if (!result.ok) {
    session.reply(request.r, result.status, result.message);
    return;
  }
  session.setPrincipal(result.principal);
  const auth = authVariable(result.principal);
  const token = auth?.token as { exp?: unknown } | undefined;
  session.reply(request.r, 'ok', { auth, expires: typeof token?.exp === 'number' ? token.exp : null });
}

/** `unauth`: the user signed out; the connection continues unauthenticated. */
export function handleUnauth(session: SessionState, request: ClientRequest): void {
  session.setPrincipal(ANONYMOUS);
  session.reply(request.r, 'ok');
}
