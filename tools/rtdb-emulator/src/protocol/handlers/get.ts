import { loadsAllData } from '../../query/query-spec.js';
import { parseWireQuery } from '../../query/wire-query.js';
import { toJson } from '../../tree/json.js';
import type { ClientRequest } from '../messages.js';
import { PERMISSION_DENIED_TEXT } from '../messages.js';
import type { SessionState } from '../session-state.js';
import { parseOrReply, requestPath } from './request-fields.js';

/** `g`: one-time read (the SDK's get() when no listener already holds the data). */
export function handleGet(session: SessionState, request: ClientRequest): void {
  const path = requestPath(session, request);
  if (!path) return;
  const spec = parseOrReply(session, request, () => parseWireQuery(request.b.q));
  if (!spec) return;
  const outcome = session.database.read(path, loadsAllData(spec) ? null : spec, session.principal);
  if (outcome.status === 'ok') session.reply(request.r, 'ok', toJson(outcome.node));
  else session.reply(request.r, 'permission_denied', PERMISSION_DENIED_TEXT);
}
