/**
 * Google's JSON error body, as the official client reads it (GaxiosError.response.data):
 * `{ error: { code, message, status, errors: [{ message, domain, reason }] } }`.
 */
export interface GoogleErrorBody {
  error: {
    code: number;
    message: string;
    status: string;
    errors: Array<{ message: string; domain: string; reason: string }>;
  };
}

/** A refusal on its way to the client: the HTTP status, Google's canonical status and a reason. */
export class PlayApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlayApiError';
  }

  body(): GoogleErrorBody {
    return {
      error: {
        code: this.httpStatus,
        message: this.message,
        status: this.status,
        errors: [{ message: this.message, domain: 'androidpublisher', reason: this.reason }],
      },
    };
  }
}

export const badRequest = (reason: string, message: string) =>
  new PlayApiError(400, 'INVALID_ARGUMENT', reason, message);
export const forbidden = (reason: string, message: string) =>
  new PlayApiError(403, 'PERMISSION_DENIED', reason, message);
export const notFound = (reason: string, message: string) => new PlayApiError(404, 'NOT_FOUND', reason, message);
export const unauthenticated = (message: string) => new PlayApiError(401, 'UNAUTHENTICATED', 'authError', message);
