import { mkdir, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

// A fetch that dies midway must not block later runs forever.
const STALE_AFTER_MS = 10 * 60 * 1000;
const POLL_MS = 200;

/**
 * Runs `task` while holding a lock directory, so that concurrent builds (a test worker and a
 * developer's run, say) do not fetch into the same apt cache at once. mkdir is atomic.
 */
export async function withDirLock<T>(lockDir: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_AFTER_MS) await rm(lockDir, { recursive: true, force: true });
      else await sleep(POLL_MS);
    }
  }
  try {
    return await task();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
