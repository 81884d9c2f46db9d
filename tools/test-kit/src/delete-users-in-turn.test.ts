import { describe, expect, it } from 'vitest';
import { deleteUsersInTurn, type UserDeletion } from './delete-users-in-turn.js';

/**
 * A stand-in for the Auth emulator and its trigger: a deletion starts the account's cascade `startsAfter` polls later;
 * `events` records what the helper did, in order.
 */
function fakeStack(options: { gone?: string[]; startsAfter?: number; neverStarts?: string[] } = {}) {
  const events: string[] = [];
  const pollsLeft = new Map<string, number>();
  const deletion: UserDeletion = {
    async deleteUser(uid) {
      if (options.gone?.includes(uid)) {
        events.push(`gone ${uid}`);
        return false;
      }
      events.push(`delete ${uid}`);
      pollsLeft.set(uid, options.startsAfter ?? 2);
      return true;
    },
    async cascadeStarted(uid) {
      if (options.neverStarts?.includes(uid)) return false;
      const left = pollsLeft.get(uid) ?? 0;
      pollsLeft.set(uid, left - 1);
      if (left > 0) return false;
      events.push(`started ${uid}`);
      return true;
    },
  };
  return { events, deletion };
}

describe('deleting test accounts in turn', () => {
  it("deletes the next account only once the previous one's cascade has begun", async () => {
    const { events, deletion } = fakeStack({ startsAfter: 3 });
    await deleteUsersInTurn(['a', 'b', 'c'], deletion, { intervalMs: 1 });
    expect(events).toEqual(['delete a', 'started a', 'delete b', 'started b', 'delete c', 'started c']);
  });

  it('waits for nothing after an account a test deleted itself', async () => {
    const { events, deletion } = fakeStack({ gone: ['b'] });
    await deleteUsersInTurn(['a', 'b', 'c'], deletion, { intervalMs: 1 });
    expect(events).toEqual(['delete a', 'started a', 'gone b', 'delete c', 'started c']);
  });

  it('fails, naming the account, when a cascade never begins', async () => {
    const { events, deletion } = fakeStack({ neverStarts: ['b'] });
    await expect(deleteUsersInTurn(['a', 'b', 'c'], deletion, { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      'the account-deletion cascade for test user b had not begun 0.03 s after the account was deleted',
    );
    expect(events).toEqual(['delete a', 'started a', 'delete b']);
  });
});
