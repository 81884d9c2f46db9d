import type { CallableRequest } from 'firebase-functions/https';
import { deleteAccount as deleteAccountHandler } from '../account/delete-account.js';
import { deleteUserData } from '../account/delete-user-data.js';
import { sweepDeletedAccounts as sweepDeletedAccountsHandler } from '../account/sweep-deleted-accounts.js';
import { requireCaller } from '../platform/callers/caller.js';
import { platform } from './platform.js';

// Account deletion: the callable, the cascade when a user is deleted any other way, and the nightly sweep.

/** Open to an unverified account (index.ts says why); it demands a recent sign-in instead. */
export function deleteAccount(request: CallableRequest) {
  const caller = requireCaller(request.auth);
  return deleteAccountHandler(platform(), caller);
}

/** The v1 auth trigger's handler: the same cascade for a user deleted from the console or the admin SDK. */
export async function cleanupDeletedUser(user: { uid: string }): Promise<void> {
  await deleteUserData(platform(), user.uid, 'authOnDelete');
}

export async function sweepDeletedAccounts(): Promise<void> {
  await sweepDeletedAccountsHandler(platform());
}
