import { HttpsError } from 'firebase-functions/https';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import { normalizeSha256Fingerprint, SHA256_FINGERPRINT_HELP } from '../contracts/asset-links.js';
import type { SetPlaySigningCertificateResult } from '../contracts/callables.js';
import { requestPath } from '../contracts/database-paths.js';
import type { RequestRecord } from '../contracts/requests.js';
import { isoOf, type Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';

export interface PlaySigningDeps {
  db: Db;
  clock: Clock;
}

/**
 * setPlaySigningCertificate({ requestId, sha256 }): the owner pastes Play's app-signing certificate SHA-256 (Play
 * Console > Test and release > App integrity > App signing) so their assetlinks.json lists it beside the upload
 * key's. Validated and normalised here with the one definition the web uses; '' removes it. Only a paid request
 * has an app to publish.
 */
export async function setPlaySigningCertificate(
  deps: PlaySigningDeps,
  caller: Caller,
  data: unknown,
): Promise<SetPlaySigningCertificateResult> {
  requireVerifiedEmail(caller);
  const input = (data ?? {}) as Record<string, unknown>;
  if (!isSafeKey(input.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  if (typeof input.sha256 !== 'string') throw new HttpsError('invalid-argument', SHA256_FINGERPRINT_HELP);
  const clearing = input.sha256.trim() === '';
  const sha256 = clearing ? null : normalizeSha256Fingerprint(input.sha256);
  if (!clearing && sha256 === null) throw new HttpsError('invalid-argument', SHA256_FINGERPRINT_HELP);

  await refuseRevokedCaller(deps.db, caller.uid);
  const now = deps.clock.now();
  let found = false as boolean;
  let paid = false as boolean;
  const result = await deps.db.transaction<RequestRecord>(requestPath(caller.uid, input.requestId), (current) => {
    found = current !== null;
    paid = current?.paymentStatus === 'paid';
    // null: the SDK's empty cache or no such request; answering null writes nothing and lets the SDK retry.
    if (current === null) return null;
    if (!paid || (current.playSigningSha256 ?? null) === sha256) return undefined;
    const { playSigningSha256: _previous, ...rest } = current;
    return { ...rest, ...(sha256 ? { playSigningSha256: sha256 } : {}), updatedAt: now, updatedAtISO: isoOf(now) };
  });
  if (!found || result.value === null) throw new HttpsError('not-found', 'Request not found.');
  if (!paid) {
    throw new HttpsError('failed-precondition', 'The Play signing certificate can be added once the request is paid.');
  }
  logs.playSigningCertificateSet(caller.uid, input.requestId, sha256 === null);
  return { playSigningSha256: sha256 };
}
