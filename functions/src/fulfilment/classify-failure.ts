import { HttpsError } from 'firebase-functions/https';
import { SiteRefusedError } from '../abuse/site-reputation.js';
import type { DeliverableFailure } from '../contracts/deliverables.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { CertificateMismatchError } from './build-deliverable.js';
import { failureMessages } from './failure-messages.js';
import { KeyUnusableError } from '../signing/fulfilment-signing-key.js';

interface ClassifiedFailure {
  failure: DeliverableFailure;
  /** For the customer (the deliverable's `error`). */
  error: string;
  /** For the log: key failures are errors someone must look at now. */
  severity: 'input' | 'key' | 'system';
}

/**
 * Sorts a build failure: the request's own content (the engine's config error, an icon that is not a PNG/JPEG, a site
 * whose package ids all belong to other accounts) is 'input' and never retried; a key that is missing or does not
 * open is 'system' but loud; anything else is ours.
 */
export function classifyFailure(engine: Pick<ApkEngine, 'isConfigError'>, error: unknown): ClassifiedFailure {
  // A protected brand's name off its own site, or an account support revoked: support decides, nothing is retried.
  if (error instanceof SiteRefusedError) {
    return { failure: 'input', error: failureMessages.input(error.reason), severity: 'input' };
  }
  if (engine.isConfigError(error)) {
    return { failure: 'input', error: failureMessages.input(error.message), severity: 'input' };
  }
  // invalid-argument: an icon that is not a PNG/JPEG; already-exists: every default id of the site is held by other
  // accounts (the message says so). Neither changes by trying again.
  if (error instanceof HttpsError && (error.code === 'invalid-argument' || error.code === 'already-exists')) {
    return { failure: 'input', error: failureMessages.input(error.message), severity: 'input' };
  }
  if (error instanceof KeyUnusableError || error instanceof CertificateMismatchError) {
    return { failure: 'system', error: failureMessages.key, severity: 'key' };
  }
  return { failure: 'system', error: failureMessages.system, severity: 'system' };
}
