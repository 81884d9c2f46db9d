import { outboxPath } from '../../contracts/database-paths.js';
import { OUTBOX_MAX_ATTEMPTS, type OutboxAttachment, type OutboxMessage } from '../../contracts/outbox.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db.js';
import * as logs from '../../logs.js';
import type { MailAttachment, Mailer } from './mailer.js';

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The domain of Message-IDs (the sender's domain). */
  messageIdDomain: string;
  /**
   * Renders a message's attached files at send time (a receipt PDF from its invoice: the wiring passes the payments
   * domain's renderer). A message with attachments and no renderer is sent without them.
   */
  renderAttachment?: (attachment: OutboxAttachment) => Promise<MailAttachment>;
}

/** How long a claimed send may take before another sender may try the message again. */
export const SEND_LEASE_MS = 2 * 60_000;

/** Backoff after the n-th failed attempt: 1, 2, 4 ... minutes, capped at 6 hours (8 attempts span about a day). */
export function retryDelayMs(attempts: number): number {
  return Math.min(6 * 3600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryOutcome = 'sent' | 'retry-later' | 'failed' | 'not-due';

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

/**
 * Sends one outbox message at most once per claim: a transaction moves it from pending (due) to sending with a
 * lease, so the immediate attempt and the sweep never send it together. A sender that dies mid-send leaves the
 * lease to expire and the message is retried (at-least-once; the Message-ID lets mail servers drop the duplicate).
 */
export async function deliverOutboxMessage(deps: OutboxDeps, messageId: string): Promise<DeliveryOutcome> {
  const now = deps.clock.now();
  let claimed: OutboxMessage | null = null;
  await deps.db.transaction<OutboxMessage>(outboxPath(messageId), (current) => {
    claimed = null;
    if (current === null) return null;
    const due = (current.status === 'pending' || current.status === 'sending') && (current.nextAttemptAt ?? 0) <= now;
    if (!due) return current;
    claimed = {
      ...current,
      status: 'sending',
      attempts: (current.attempts ?? 0) + 1,
      nextAttemptAt: now + SEND_LEASE_MS,
    };
    return claimed;
  });
  const message = claimed as OutboxMessage | null;
  if (!message) return 'not-due';

  try {
    // Rendered inside the try: a receipt that cannot be rendered yet is a failed attempt, retried like a mail error.
    const render = deps.renderAttachment;
    // The database may hand a stored list back as an object with index keys.
    const listed = Object.values(message.attachments ?? {});
    const attachments = render ? await Promise.all(listed.map((item) => render(item))) : [];
    await deps.mailer.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
      messageId: `<${message.id}@${deps.messageIdDomain}>`,
    });
  } catch (error) {
    const failed = message.attempts >= OUTBOX_MAX_ATTEMPTS;
    await deps.db.update({
      [`${outboxPath(messageId)}/status`]: failed ? 'failed' : 'pending',
      [`${outboxPath(messageId)}/nextAttemptAt`]: now + retryDelayMs(message.attempts),
      [`${outboxPath(messageId)}/lastError`]: describe(error),
    });
    logs.emailSendFailed(messageId, message.attempts, failed, error);
    return failed ? 'failed' : 'retry-later';
  }
  await deps.db.update({
    [`${outboxPath(messageId)}/status`]: 'sent',
    [`${outboxPath(messageId)}/sentAt`]: deps.clock.now(),
    [`${outboxPath(messageId)}/lastError`]: null,
  });
  logs.emailSent(messageId, message.attempts);
  return 'sent';
}
