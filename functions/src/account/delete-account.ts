import { requireRecentLogin, type Caller } from '../platform/callers/caller.js';
import type { DeleteAccountResult } from '../contracts/callables.js';
import { deleteUserData, type DeleteUserDataDeps } from './delete-user-data.js';

/**
 * deleteAccount({}): the signed-in user erases their account. The client re-authenticates first (docs/product.md §5, §7);
 * the server insists on that recent sign-in, then runs the one cascade.
 */
export async function deleteAccount(deps: DeleteUserDataDeps, caller: Caller): Promise<DeleteAccountResult> {
  requireRecentLogin(caller, deps.clock.now());
  await deleteUserData(deps, caller.uid, 'deleteAccount');
  return { deleted: true };
}
