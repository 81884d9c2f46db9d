import { OUTBOX_PATH } from '../../contracts/database-paths.js';
import type { OutboxMessage } from '../../contracts/outbox.js';
import { deliverOutboxMessage, type DeliveryOutcome, type OutboxDeps } from './deliver-outbox-message.js';

/** At most this many messages per sweep, so one run stays well inside its timeout. */
const SWEEP_BATCH = 50;

/**
 * The scheduled sender: every message still pending (or whose send lease ran out) and due is tried once more,
 * oldest first. The immediate attempt after enqueue sends almost everything; this catches what failed.
 */
export async function sweepOutbox(deps: OutboxDeps): Promise<Record<DeliveryOutcome, number>> {
  const now = deps.clock.now();
  const pending = await deps.db.findByChild<OutboxMessage>(OUTBOX_PATH, 'status', 'pending');
  const sending = await deps.db.findByChild<OutboxMessage>(OUTBOX_PATH, 'status', 'sending');
  const due = [...Object.values(pending), ...Object.values(sending)]
    .filter((message) => (message.nextAttemptAt ?? 0) <= now)
    .sort((a, b) => a.createdAt - b.createdAt)
    .slice(0, SWEEP_BATCH);
  const counts: Record<DeliveryOutcome, number> = { sent: 0, 'retry-later': 0, failed: 0, 'not-due': 0 };
  for (const message of due) counts[await deliverOutboxMessage(deps, message.id)] += 1;
  return counts;
}
