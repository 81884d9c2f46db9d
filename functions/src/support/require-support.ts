import { HttpsError } from 'firebase-functions/https';
import { supportStaffPath } from '../contracts/database-paths.js';
import type { SupportStaffRecord } from '../contracts/ops.js';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs-conversation.js';

const NOT_SUPPORT_MESSAGE = 'This action is for the Apkforge support team only.';

/**
 * Every ops callable starts here: the `support` custom claim, a verified email, and the account on the server-side
 * staff list (`supportStaff/{uid}`). The claim lives in the ID token, which stays valid for up to an hour after
 * `npm run ops -- revoke` removed it; the list is read at every call, so a revocation refuses the old session at once
 * (docs/api.md "Support console").
 */
export async function requireSupport(db: Db, caller: Caller): Promise<void> {
  if (!caller.support) throw new HttpsError('permission-denied', NOT_SUPPORT_MESSAGE);
  requireVerifiedEmail(caller);
  const staff = await db.get<SupportStaffRecord>(supportStaffPath(caller.uid));
  if (!staff) {
    logs.supportSessionRefused(caller.uid);
    throw new HttpsError('permission-denied', NOT_SUPPORT_MESSAGE);
  }
}
