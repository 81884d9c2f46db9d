import { HttpsError } from 'firebase-functions/https';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';

const NOT_SUPPORT_MESSAGE = 'This action is for the Apkforge support team only.';

/** Every ops callable starts here: the `support` custom claim (granted by `npm run ops -- grant`) and a verified email. */
export function requireSupport(caller: Caller): void {
  if (!caller.support) throw new HttpsError('permission-denied', NOT_SUPPORT_MESSAGE);
  requireVerifiedEmail(caller);
}
