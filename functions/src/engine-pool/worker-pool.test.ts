import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FixtureTask } from './__tests__/fixture-worker.js';
import { createWorkerPool, WorkerPoolError, type WorkerPool } from './worker-pool.js';
import { siblingScript } from './worker-script.js';

const script = siblingScript(new URL('./__tests__/fixture-worker.ts', import.meta.url).href, 'fixture-worker');
let pool: WorkerPool;

function newPool(size: number, timeoutMs = 10_000): WorkerPool {
  pool = createWorkerPool({
    script,
    size,
    timeoutMs,
    startTimeoutMs: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 32 },
  });
  return pool;
}

const run = (task: FixtureTask) => pool.run(task) as Promise<{ threadId: number; value?: unknown }>;

/** A gate for the fixture's `hold` task: shared memory the worker polls until `open` stores a non-zero value. */
const gate = () => new SharedArrayBuffer(4);
const open = (shared: SharedArrayBuffer) => Atomics.store(new Int32Array(shared), 0, 1);

async function failureOf(task: FixtureTask): Promise<WorkerPoolError> {
  const error = await run(task).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(WorkerPoolError);
  return error as WorkerPoolError;
}

afterEach(async () => {
  await pool.close();
  expect(pool.stats().workers).toBe(0);
});

describe('the worker pool', () => {
  it('answers with what the worker posted, reusing the warm worker', async () => {
    newPool(1);
    const first = await run({ do: 'echo', value: { bytes: new Uint8Array([1, 2, 3]) } });
    expect(first.value).toEqual({ bytes: new Uint8Array([1, 2, 3]) });
    expect((await run({ do: 'echo', value: 2 })).threadId).toBe(first.threadId);
    expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
  });

  it('runs at most `size` tasks at once and queues the rest in order', async () => {
    // A time budget past the test's own, so the pool never stops a held task.
    newPool(2, 60_000);
    // The first two tasks hold their workers until the test opens their gate, so the busy state lasts however long a
    // loaded machine starves this thread's polling (a timed sleep let a starved poll miss it entirely).
    const [first, second] = [gate(), gate()];
    const finished: unknown[] = [];
    const tracked = (task: FixtureTask) =>
      run(task).then((answer) => {
        finished.push(answer.value);
        return answer;
      });
    const held = tracked({ do: 'hold', gate: first });
    const heldToo = tracked({ do: 'hold', gate: second });
    const third = tracked({ do: 'echo', value: 'third' });
    const fourth = tracked({ do: 'echo', value: 'fourth' });
    // Worker start-up (tsx compiles the fixture in each new thread) takes seconds on a loaded machine.
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ busy: 2, queued: 2 }), { timeout: 20_000 });

    // The worker freed first takes the queue from its head, one task at a time, while the other stays held.
    open(first);
    const [freed, thirdAnswer, fourthAnswer] = await Promise.all([held, third, fourth]);
    expect(finished).toEqual(['released', 'third', 'fourth']);
    expect([thirdAnswer.threadId, fourthAnswer.threadId]).toEqual([freed.threadId, freed.threadId]);
    expect(pool.stats()).toEqual({ workers: 2, busy: 1, queued: 0 });

    open(second);
    expect((await heldToo).threadId).not.toBe(freed.threadId);
    expect(pool.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
  });

  it('stops a worker past the time budget, fails its task, and serves the next task with a fresh worker', async () => {
    newPool(1, 300);
    const before = (await run({ do: 'echo', value: 0 })).threadId;
    const queued = run({ do: 'echo', value: 'after' });
    const failure = await failureOf({ do: 'spin' });
    // The spinning task was queued after the echo, so the echo ran first on the old worker.
    expect(await queued).toMatchObject({ value: 'after', threadId: before });
    expect(failure).toMatchObject({ reason: 'timeout' });
    const after = await run({ do: 'echo', value: 1 });
    expect(after.threadId).not.toBe(before);
    expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
  });

  it('turns an uncaught exception in a worker into a failed task, not a dead process', async () => {
    newPool(1);
    expect(await failureOf({ do: 'throw' })).toMatchObject({ reason: 'crashed', message: /fixture failure/ });
    expect((await run({ do: 'echo', value: 'still here' })).value).toBe('still here');
  });

  it('turns a worker that exits into a failed task', async () => {
    newPool(1);
    expect(await failureOf({ do: 'exit' })).toMatchObject({ reason: 'crashed', message: /code 3/ });
    expect((await run({ do: 'echo', value: 'again' })).value).toBe('again');
  });

  it('turns a worker that exceeds its heap limit into an out-of-memory failure', async () => {
    newPool(1);
    expect(await failureOf({ do: 'grow' })).toMatchObject({ reason: 'out-of-memory' });
    expect((await run({ do: 'echo', value: 'recovered' })).value).toBe('recovered');
    expect(pool.stats().workers).toBe(1);
  });

  it('a worker script that cannot start fails the waiting tasks one by one instead of respawning forever', async () => {
    pool = createWorkerPool({
      script: new URL('./__tests__/no-such-worker.ts', import.meta.url),
      size: 1,
      timeoutMs: 10_000,
      startTimeoutMs: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: 32 },
    });
    const first = run({ do: 'echo', value: 1 });
    const second = run({ do: 'echo', value: 2 });
    await expect(first).rejects.toMatchObject({ reason: 'crashed' });
    await expect(second).rejects.toMatchObject({ reason: 'crashed' });
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('on close refuses queued tasks and running ones and leaves no worker behind', async () => {
    newPool(1);
    const running = expect(run({ do: 'sleep', ms: 5_000 })).rejects.toMatchObject({ reason: 'closed' });
    const queued = expect(run({ do: 'echo', value: 1 })).rejects.toMatchObject({ reason: 'closed' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pool.close();
    await running;
    await queued;
    await expect(run({ do: 'echo', value: 2 })).rejects.toMatchObject({ reason: 'closed' });
  });
});
