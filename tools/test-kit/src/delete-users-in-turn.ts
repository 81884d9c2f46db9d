/** How a test file removes one account of its own, and how it sees that the account's cascade has begun. */
export interface UserDeletion {
  /** Deletes the account; false when it was gone already (a test deleted it), which starts no cascade. */
  deleteUser(uid: string): Promise<boolean>;
  /** Whether the Auth onDelete cascade for this account has made its first write. */
  cascadeStarted(uid: string): Promise<boolean>;
}

export interface InTurnOptions {
  /** How long one cascade may take to begin: a cold worker on a busy 2-core machine takes seconds. */
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Deletes a test file's accounts at its end on a stack that stays up (the runner sets APKFORGE_DELETE_TEST_USERS=1):
 * one at a time, the next only once the cascade of the one before has begun.
 *
 * Why not back to back: the Functions emulator hands an event it cannot give to an idle worker of that function to a
 * new worker process, and keeps every worker for the stack's life. Deletions a few milliseconds apart all reach a
 * trigger whose first worker is still starting, so each got a process of its own: 8 deletions made 8 workers (about
 * 2.5 CPU-seconds to start and 110 MB each), and one `npm test -- --stack` beside `npm start` left 23 of them behind.
 * Waiting for each cascade's first write lets one cold start finish before the next event: the same 8 deletions make
 * 2 workers, and later files reuse them.
 */
export async function deleteUsersInTurn(
  uids: readonly string[],
  deletion: UserDeletion,
  { timeoutMs = 60_000, intervalMs = 50 }: InTurnOptions = {},
): Promise<void> {
  for (const uid of uids) {
    if (!(await deletion.deleteUser(uid))) continue;
    const deadline = Date.now() + timeoutMs;
    while (!(await deletion.cascadeStarted(uid))) {
      if (Date.now() >= deadline) {
        throw new Error(
          `the account-deletion cascade for test user ${uid} had not begun ${timeoutMs / 1000} s after the account ` +
            'was deleted: is the Functions emulator running, and its Auth onDelete trigger loaded?',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
