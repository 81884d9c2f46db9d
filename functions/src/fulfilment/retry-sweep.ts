import * as logs from '../logs.js';
import type { FulfilmentDeps } from './fulfilment-deps.js';
import { dueEntries } from './fulfilment-queue.js';
import { fulfilRequest, type FulfilmentOutcome } from './fulfil-request.js';

/** Requests one sweep handles at most; the rest wait for the next run (every few minutes). */
const SWEEP_BATCH = 50;

interface SweepSummary {
  due: number;
  outcomes: Partial<Record<FulfilmentOutcome | 'crashed', number>>;
}

/**
 * The scheduled retry of fulfilment: every queued request whose next attempt is due runs again (failures on our
 * side, runs that died mid-build and whose claims have lapsed). One request's failure never stops the sweep.
 */
export async function sweepFulfilment(deps: FulfilmentDeps): Promise<SweepSummary> {
  const due = (await dueEntries(deps.db, deps.clock.now())).slice(0, SWEEP_BATCH);
  const outcomes: SweepSummary['outcomes'] = {};
  for (const { uid, requestId } of due) {
    let outcome: FulfilmentOutcome | 'crashed';
    try {
      outcome = await fulfilRequest(deps, uid, requestId, 'sweep');
    } catch (error) {
      logs.fulfilmentCrashed(uid, requestId, 'sweep', error);
      outcome = 'crashed';
    }
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  logs.fulfilmentSwept(due.length, outcomes);
  return { due: due.length, outcomes };
}
