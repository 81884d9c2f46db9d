import { describe, expect, it } from 'vitest';
import { runPool, type PoolTask } from './task-pool.js';

/** A task that records when it starts and ends, and ends when the test says so. */
function controlled(events: string[]) {
  const finishers = new Map<string, () => void>();
  const task = (id: string, priority: number, extra: Partial<PoolTask<string>> = {}): PoolTask<string> => ({
    id,
    priority,
    run: () =>
      new Promise((resolveTask) => {
        events.push(`start ${id}`);
        finishers.set(id, () => {
          events.push(`end ${id}`);
          resolveTask(`${id} done`);
        });
      }),
    ...extra,
  });
  const finish = async (id: string) => {
    await new Promise((resolveTick) => setTimeout(resolveTick, 0));
    const finisher = finishers.get(id);
    if (!finisher) throw new Error(`${id} has not started`);
    finisher();
  };
  return { task, finish };
}

describe('the task pool', () => {
  it('runs the highest priority first, at most `slots` at once, and returns every result', async () => {
    const events: string[] = [];
    const { task, finish } = controlled(events);
    const done = runPool([task('small', 1), task('big', 9), task('middle', 5)], { main: 2 });
    await finish('big');
    await finish('middle');
    await finish('small');
    const results = await done;
    expect(events).toEqual(['start big', 'start middle', 'end big', 'start small', 'end middle', 'end small']);
    expect([...results.entries()].sort()).toEqual([
      ['big', 'big done'],
      ['middle', 'middle done'],
      ['small', 'small done'],
    ]);
  });

  it('fills each lane up to its own slots', async () => {
    const events: string[] = [];
    const { task, finish } = controlled(events);
    const done = runPool(
      [task('unit a', 3), task('unit b', 2), task('e2e', 9, { lane: 'stack' }), task('int', 8, { lane: 'stack' })],
      { main: 1, stack: 1 },
    );
    await finish('e2e');
    await finish('unit a');
    await finish('int');
    await finish('unit b');
    await done;
    expect(events).toEqual([
      'start e2e',
      'start unit a',
      'end e2e',
      'start int',
      'end unit a',
      'start unit b',
      'end int',
      'end unit b',
    ]);
  });

  it('starts a task with a gate once the gate opens, whatever its priority', async () => {
    const events: string[] = [];
    const { task, finish } = controlled(events);
    let open = () => {};
    const gate = new Promise<void>((resolveGate) => (open = resolveGate));
    const done = runPool([task('stack suite', 9, { ready: gate }), task('typecheck', 1)], { main: 2 });
    await finish('typecheck');
    await new Promise((resolveTick) => setTimeout(resolveTick, 0));
    open();
    await finish('stack suite');
    await done;
    expect(events).toEqual(['start typecheck', 'end typecheck', 'start stack suite', 'end stack suite']);
  });

  it('opens a gate that failed too (the task reports the failure)', async () => {
    const results = await runPool(
      [{ id: 'a', priority: 1, ready: Promise.reject(new Error('no stack')), run: async () => 'ran' }],
      { main: 1 },
    );
    expect(results.get('a')).toBe('ran');
  });

  it('refuses a task in a lane without slots', () => {
    expect(() => runPool([{ id: 'e2e', priority: 1, lane: 'stack', run: async () => 1 }], { main: 1 })).toThrow(
      'e2e is in lane stack, which has no slots',
    );
  });
});
