import type { ResourceLimits, Transferable, Worker } from 'node:worker_threads';
import { startWorker } from './worker-script.js';

/** Why a task did not get an answer from its worker. */
export type WorkerFailure = 'timeout' | 'out-of-memory' | 'crashed' | 'closed';

/** The first message of every worker script: loaded, ready for tasks (start-up is not part of a task's budget). */
export const WORKER_READY = 'worker-ready';

export class WorkerPoolError extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

export interface WorkerPoolOptions {
  /**
   * The worker's entry (worker-script.ts `siblingScript`): it posts WORKER_READY once loaded, then answers each
   * message with exactly one message.
   */
  script: URL;
  /** Workers at most; tasks beyond them wait in order. */
  size: number;
  /** For a task, from the moment a worker takes it; past it the worker is terminated and replaced. */
  timeoutMs: number;
  /** For a new worker to load its modules and post WORKER_READY (a cold start is not a task's fault). */
  startTimeoutMs: number;
  resourceLimits: ResourceLimits;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
}

export interface WorkerPool {
  /** Posts `message` to a free worker (or waits for one) and resolves with that worker's answer. */
  run(message: unknown, transfer?: readonly Transferable[]): Promise<unknown>;
  stats(): PoolStats;
  /** Refuses queued tasks, fails running ones, and waits until every worker has exited. */
  close(): Promise<void>;
}

interface Task {
  message: unknown;
  transfer: readonly Transferable[];
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  /** The worker posted WORKER_READY: its modules are loaded and it takes tasks. */
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A fixed number of worker threads for CPU- and memory-heavy tasks. A worker posts WORKER_READY once loaded, then
 * takes one task at a time; a worker that overruns its time (to start, or on a task), exceeds its heap
 * (`resourceLimits`), throws or exits is discarded and its task fails with a WorkerPoolError, and the next task starts
 * a fresh one, so nothing that happens in a worker takes the process down or leaves a thread behind. A worker that
 * dies before it is ready fails the first waiting task, so a broken worker script cannot respawn forever. Idle
 * workers stay warm but never keep the process alive.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots: Slot[] = Array.from({ length: options.size }, () => ({
    worker: null,
    ready: false,
    task: null,
    timer: null,
  }));
  const queue: Task[] = [];
  const exits = new Set<Promise<number>>();
  let closed = false;

  function clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  function settle(slot: Slot): Task | null {
    const task = slot.task;
    clearTimer(slot);
    slot.task = null;
    slot.worker?.unref();
    return task;
  }

  /** Drops the slot's worker (terminating it unless it already exited) and fails its task, if any. */
  function discard(slot: Slot, worker: Worker, failure: WorkerPoolError): void {
    if (slot.worker !== worker) return;
    const wasReady = slot.ready;
    slot.worker = null;
    slot.ready = false;
    const exit = worker.terminate();
    exits.add(exit);
    void exit.finally(() => exits.delete(exit));
    const task = settle(slot) ?? (wasReady ? undefined : queue.shift());
    task?.reject(failure);
    dispatch();
  }

  function expire(slot: Slot, worker: Worker, what: string, ms: number): NodeJS.Timeout {
    return setTimeout(
      () => discard(slot, worker, new WorkerPoolError('timeout', `worker took longer than ${ms} ms to ${what}`)),
      ms,
    );
  }

  function spawn(slot: Slot): void {
    const worker = startWorker(options.script, { resourceLimits: options.resourceLimits });
    worker.on('message', (answer: unknown) => {
      if (slot.worker !== worker) return;
      if (!slot.ready) {
        if (answer !== WORKER_READY) {
          discard(slot, worker, new WorkerPoolError('crashed', 'worker spoke before it was ready'));
          return;
        }
        slot.ready = true;
        clearTimer(slot);
        worker.unref();
      } else {
        settle(slot)?.resolve(answer);
      }
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      discard(
        slot,
        worker,
        new WorkerPoolError(outOfMemory ? 'out-of-memory' : 'crashed', `worker failed: ${error.message}`),
      );
    });
    worker.on('messageerror', (error) =>
      discard(slot, worker, new WorkerPoolError('crashed', `worker answer unreadable: ${error.message}`)),
    );
    worker.on('exit', (code) =>
      discard(slot, worker, new WorkerPoolError('crashed', `worker exited with code ${code}`)),
    );
    slot.worker = worker;
    slot.ready = false;
    slot.timer = expire(slot, worker, 'start', options.startTimeoutMs);
  }

  function dispatch(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.task) continue;
      if (!slot.worker) {
        const starting = slots.filter((other) => other.worker && !other.ready).length;
        if (queue.length > starting) spawn(slot);
        continue;
      }
      if (!slot.ready) continue;
      const task = queue.shift();
      if (!task) return;
      slot.task = task;
      slot.worker.ref();
      slot.timer = expire(slot, slot.worker, 'finish a task', options.timeoutMs);
      slot.worker.postMessage(task.message, task.transfer);
    }
  }

  return {
    run(message, transfer = []) {
      if (closed) return Promise.reject(new WorkerPoolError('closed', 'the worker pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ message, transfer, resolve, reject });
        dispatch();
      });
    },
    stats() {
      return {
        workers: slots.filter((slot) => slot.worker).length,
        busy: slots.filter((slot) => slot.task).length,
        queued: queue.length,
      };
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new WorkerPoolError('closed', 'the worker pool is closed'));
      for (const slot of slots) {
        if (slot.worker) discard(slot, slot.worker, new WorkerPoolError('closed', 'the worker pool is closed'));
      }
      await Promise.all([...exits]);
    },
  };
}
