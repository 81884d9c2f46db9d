import type { IncomingMessage } from 'node:http';
import { principalFromCredential } from '../auth/credentials.js';
import { ANONYMOUS } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import { isValidKey, MAX_PATH_DEPTH } from '../tree/path.js';
import type { Path } from '../tree/path.js';

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The location of a REST URL: `/a/b.json` is a/b, `/.json` the root. */
export function restPath(pathname: string): Path {
  if (!pathname.endsWith('.json'))
    throw new RestError(404, 'Not found. Append .json to a location to use the REST API.');
  const segments = pathname
    .slice(0, -'.json'.length)
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new RestError(400, 'Invalid path: Invalid token in path');
      }
    });
  if (segments.length > MAX_PATH_DEPTH || !segments.every(isValidKey))
    throw new RestError(400, 'Invalid path: Invalid token in path');
  return segments;
}

/**
 * The caller of a REST request: `?auth=` or `Authorization: Bearer`. "owner" is the admin; an
 * ID token is decoded (not verified), like the official emulator.
 */
export function restPrincipal(url: URL, request: IncomingMessage): Principal {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const credential = url.searchParams.get('auth') ?? bearer ?? null;
  if (credential === null || credential === '') return ANONYMOUS;
  const result = principalFromCredential(credential);
  if (!result.ok) throw new RestError(401, result.message);
  return result.principal;
}
