import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';

/** HTTP status of each callable error code, as Google's code.proto maps them (and the callable protocol does). */
const STATUS_BY_CODE: Record<FunctionsErrorCode, number> = {
  ok: 200,
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  'resource-exhausted': 429,
  'failed-precondition': 400,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
  unauthenticated: 401,
};

export function httpStatusOf(code: FunctionsErrorCode): number {
  return STATUS_BY_CODE[code];
}

/** Details carried by a 429 so the REST layer can answer `Retry-After`. */
interface RetryAfterDetails {
  retryAfterSeconds: number;
}

export function rateLimited(message: string, retryAfterSeconds: number): HttpsError {
  const details: RetryAfterDetails = { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) };
  return new HttpsError('resource-exhausted', message, details);
}

export function retryAfterOf(error: HttpsError): number | null {
  const details = error.details as Partial<RetryAfterDetails> | undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : null;
}

/** The REST API's error body (docs/api.md "HTTP endpoints"): `{ "error": { "code", "message" } }`. */
export function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}
