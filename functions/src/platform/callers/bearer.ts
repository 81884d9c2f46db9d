import { HttpsError } from 'firebase-functions/https';
import type { AuthPort } from '../auth.js';
import { header, type ApiRequest } from '../http/types.js';
import { callerFromClaims, requireVerifiedEmail, type Caller } from './caller.js';

function isInfrastructureFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return code === 'app/network-error' || code === 'auth/internal-error';
}

/** `Authorization: Bearer <Firebase ID token>` -> the verified caller, or 401. */
export async function requireBearerCaller(auth: AuthPort, request: ApiRequest): Promise<Caller> {
  const authorization = header(request, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  let claims;
  try {
    claims = await auth.verifyIdToken(match[1]);
  } catch (error) {
    // Our side failing to fetch Google's keys is not the caller's fault: let it surface as a 500.
    if (isInfrastructureFailure(error)) throw error;
    throw new HttpsError('unauthenticated', 'Your session has expired. Please sign in again.');
  }
  return callerFromClaims(claims);
}

/** The HTTP endpoints' caller: a valid Bearer token with a verified email (the one rule of caller.ts). */
export async function requireVerifiedBearerCaller(auth: AuthPort, request: ApiRequest): Promise<Caller> {
  const caller = await requireBearerCaller(auth, request);
  requireVerifiedEmail(caller);
  return caller;
}
