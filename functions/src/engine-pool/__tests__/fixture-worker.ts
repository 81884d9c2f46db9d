import { parentPort, threadId } from 'node:worker_threads';
import { WORKER_READY } from '../worker-pool.js';

/** A worker for the pool's tests: each message names a behaviour, so every way a worker can fail is exercised. */
export type FixtureTask =
  | { do: 'echo'; value: unknown }
  | { do: 'sleep'; ms: number }
  /** Stays busy until the test stores a non-zero value in the gate's first element. */
  | { do: 'hold'; gate: SharedArrayBuffer }
  | { do: 'spin' }
  | { do: 'throw' }
  | { do: 'exit' }
  | { do: 'grow' };

const port = parentPort;
if (!port) throw new Error('fixture-worker.ts runs only as a worker thread');
const retained: unknown[] = [];

port.on('message', (task: FixtureTask) => {
  switch (task.do) {
    case 'echo':
      port.postMessage({ threadId, value: task.value });
      return;
    case 'sleep':
      setTimeout(() => port.postMessage({ threadId, slept: task.ms }), task.ms);
      return;
    case 'hold': {
      // Polled rather than Atomics.wait, which would block this worker's event loop and its messages.
      const gate = new Int32Array(task.gate);
      const timer = setInterval(() => {
        if (Atomics.load(gate, 0) === 0) return;
        clearInterval(timer);
        port.postMessage({ threadId, value: 'released' });
      }, 5);
      return;
    }
    case 'spin':
      for (;;) Math.sqrt(Math.random());
    case 'throw':
      setImmediate(() => {
        throw new Error('fixture failure');
      });
      return;
    case 'exit':
      process.exit(3);
      return;
    // Objects on the JS heap (typed arrays would be external memory, which the heap limit does not count).
    case 'grow':
      for (;;) retained.push(Array.from({ length: 1024 }, (_, index) => ({ index })));
  }
});
port.postMessage(WORKER_READY);
