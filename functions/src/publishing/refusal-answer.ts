import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import type { PublishingDeps } from './publishing-deps.js';
import { patchPublishing } from './publishing-store.js';
import type { PublishingTargetOf } from './publishing-target.js';
import { PlayRefusal, type PlayRefusalCode } from './play-publisher.js';
import * as logs from './publishing-logs.js';

const CODES: Record<PlayRefusalCode, FunctionsErrorCode> = {
  'app-not-found': 'failed-precondition',
  'no-permission': 'permission-denied',
  'version-code-used': 'failed-precondition',
  'wrong-upload-key': 'failed-precondition',
  'edit-expired': 'aborted',
  invalid: 'invalid-argument',
  unavailable: 'unavailable',
};

/**
 * A refused Play call: remembered on the record (both sides show it), logged with the step, answered with Play's
 * refusal in plain words. The tracker does not move. Anything that is not a PlayRefusal is rethrown as it is.
 */
export async function answerRefusal(
  deps: PublishingDeps,
  target: PublishingTargetOf,
  action: 'connect' | 'upload',
  error: unknown,
): Promise<never> {
  if (!(error instanceof PlayRefusal)) throw error;
  const now = deps.clock.now();
  await patchPublishing(
    deps.db,
    target.uid,
    target.requestId,
    { lastError: { at: now, action, message: error.message } },
    now,
  );
  logs.playRefused(target.uid, target.requestId, action, error.step, error.code);
  throw new HttpsError(CODES[error.code], error.message, { step: error.step, code: error.code });
}
