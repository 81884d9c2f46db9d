export interface PoolTask<T> {
  readonly id: string;
  /** Settles when the task may start (phase 2 suites: when the stack answers). Its outcome is the task's business. */
  readonly ready?: Promise<unknown>;
  /** Higher starts first among tasks that may start (the longest first packs the slots best). */
  readonly priority: number;
  /** The lane whose slots it takes (default `main`). */
  readonly lane?: string;
  readonly run: () => Promise<T>;
}

/**
 * Runs tasks with at most `slots[lane]` of a lane at once (`main` when a task names none): whenever a slot is free,
 * the startable task of highest priority starts. Resolves with every task's result by id once all have run; a task
 * that throws rejects the whole run (tasks report their failures as results).
 */
export function runPool<T>(
  tasks: readonly PoolTask<T>[],
  slots: Readonly<Record<string, number>>,
): Promise<Map<string, T>> {
  const laneOf = (task: PoolTask<T>) => task.lane ?? 'main';
  for (const task of tasks)
    if (!((slots[laneOf(task)] ?? 0) > 0)) throw new Error(`${task.id} is in lane ${laneOf(task)}, which has no slots`);

  const results = new Map<string, T>();
  const ready = new Set<string>(tasks.filter((task) => !task.ready).map((task) => task.id));
  const pending = [...tasks].sort((a, b) => b.priority - a.priority);
  const running = new Map<string, number>();
  let active = 0;

  return new Promise((resolveAll, rejectAll) => {
    let failed = false;
    const startable = (task: PoolTask<T>) =>
      ready.has(task.id) && (running.get(laneOf(task)) ?? 0) < (slots[laneOf(task)] ?? 0);
    const schedule = (): void => {
      if (failed) return;
      for (;;) {
        const index = pending.findIndex(startable);
        if (index < 0) break;
        const [task] = pending.splice(index, 1);
        if (!task) break;
        const lane = laneOf(task);
        running.set(lane, (running.get(lane) ?? 0) + 1);
        active += 1;
        task.run().then(
          (result) => {
            running.set(lane, (running.get(lane) ?? 1) - 1);
            active -= 1;
            results.set(task.id, result);
            schedule();
          },
          (error: unknown) => {
            failed = true;
            rejectAll(error);
          },
        );
      }
      if (pending.length === 0 && active === 0) resolveAll(results);
    };
    for (const task of tasks) {
      const gate = task.ready;
      if (!gate) continue;
      const open = () => {
        ready.add(task.id);
        schedule();
      };
      gate.then(open, open);
    }
    schedule();
  });
}
