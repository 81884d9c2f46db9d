import { InvalidQueryError } from '../../query/query-spec.js';
import { InvalidPathError, parseClientPath } from '../../tree/path.js';
import type { Path } from '../../tree/path.js';
import type { ClientRequest } from '../messages.js';
import type { SessionState } from '../session-state.js';

/** Reads the `p` of a request; answers the request with an error and returns null when it is invalid. */
export function requestPath(session: SessionState, request: ClientRequest): Path | null {
  const raw = request.b.p;
  try {
    if (typeof raw !== 'string') throw new InvalidPathError('Missing path');
    return parseClientPath(raw);
  } catch (error) {
    session.reply(request.r, 'invalid_data', (error as Error).message);
    return null;
  }
}

/** Runs `parse`, answering the request with the error when the client sent something malformed. */
export function parseOrReply<T>(session: SessionState, request: ClientRequest, parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    if (error instanceof InvalidQueryError) {
      session.reply(request.r, 'invalid_data', error.message);
      return null;
    }
    throw error;
  }
}
