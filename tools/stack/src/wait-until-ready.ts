export interface ReadinessCheck {
  name: string;
  /** Resolves true when the service answers as expected. Must not throw for "not yet". */
  probe: () => Promise<boolean>;
}

/**
 * A probe waits this long for an answer. Generously: a probe given up on does not stop the work it started on the
 * server (a function execution), so short timeouts on a busy machine pile executions up faster than they finish.
 */
const PROBE_TIMEOUT_MS = 30_000;

/** True when `url` answers with one of `statuses` (any answer below 500 by default). */
export function httpAnswers(url: string, init: RequestInit = {}, accept = (status: number) => status < 500) {
  return async (): Promise<boolean> => {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await response.arrayBuffer();
      return accept(response.status);
    } catch {
      return false;
    }
  };
}

class NotReadyError extends Error {
  constructor(
    readonly pending: string[],
    timeoutMs: number,
  ) {
    super(`not ready after ${Math.round(timeoutMs / 1000)} s: ${pending.join(', ')}`);
  }
}

/**
 * Polls every check until all answer, or throws naming those that never did.
 * `abort` lets the caller give up early (for example when a process it waits on has exited).
 */
export async function waitUntilReady(
  checks: ReadinessCheck[],
  timeoutMs: number,
  abort?: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let pending = checks;
  while (pending.length > 0) {
    const results = await Promise.all(pending.map((check) => check.probe()));
    pending = pending.filter((_, index) => !results[index]);
    if (pending.length === 0) return;
    const reason = abort?.();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline)
      throw new NotReadyError(
        pending.map((check) => check.name),
        timeoutMs,
      );
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
}
