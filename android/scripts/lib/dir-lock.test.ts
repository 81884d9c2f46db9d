import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDirLock } from './dir-lock.js';

describe('withDirLock', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'apkforge-lock-'));
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('runs tasks holding the same lock one after the other', async () => {
    const lock = join(root, 'one.lock');
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await sleep(50);
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([withDirLock(lock, task('a')), withDirLock(lock, task('b'))]);
    expect(results).toEqual(['a', 'b']);
    // Either may win the race for mkdir (both run on the thread pool); they must not overlap.
    const first = events[0]!.split(' ')[0]!;
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
  });

  it('releases the lock when the task throws', async () => {
    const lock = join(root, 'two.lock');
    await expect(withDirLock(lock, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withDirLock(lock, async () => 'free')).resolves.toBe('free');
  });

  it('takes over a lock left behind by a run that died long ago', async () => {
    const lock = join(root, 'three.lock');
    await mkdir(lock);
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(lock, old, old);
    await expect(withDirLock(lock, async () => 'taken')).resolves.toBe('taken');
  });
});
