import { mailConfig } from '../config.js';
import { APP_ROUTES } from '../contracts/app-routes.js';
import * as logs from '../logs.js';
import { deliverOutboxMessage, type OutboxDeps } from '../platform/mail/deliver-outbox-message.js';
import { smtpMailer, type Mailer } from '../platform/mail/mailer.js';
import { sweepOutbox } from '../platform/mail/sweep-outbox.js';
import type { Db } from '../platform/db.js';
import type { CustomerEventDeps } from '../requests/record-customer-event.js';
import { platform } from './platform.js';

let mailerInstance: { url: string; mailer: Mailer } | undefined;

/**
 * A receipt PDF for the outbox, rendered whenever the mail is (re)sent. The renderer (invoices, PDF, fonts) is loaded
 * only when a receipt is attached: most mail carries none.
 */
const receiptRenderer =
  (db: Db): NonNullable<OutboxDeps['renderAttachment']> =>
  async (attachment) =>
    (await import('../payments/payment-received.js')).receiptAttachments(db)(attachment);

/** The outbox sender, or null when this function has no SMTP_URL secret (mail then waits for the sweep). */
export function outboxDeps(): OutboxDeps | null {
  const config = mailConfig();
  if (!config.smtpUrl) return null;
  if (mailerInstance?.url !== config.smtpUrl) {
    mailerInstance = { url: config.smtpUrl, mailer: smtpMailer(config.smtpUrl, config.from) };
  }
  const { db, clock } = platform();
  return {
    db,
    clock,
    mailer: mailerInstance.mailer,
    messageIdDomain: config.domain,
    renderAttachment: receiptRenderer(db),
  };
}

/**
 * What recordCustomerEvent needs. A function that declares the SMTP_URL secret (MAIL_SECRETS) sends each email
 * right after queueing it; any other leaves it to the scheduled sweep.
 */
export function customerEventDeps(): CustomerEventDeps {
  const { db, clock } = platform();
  const outbox = outboxDeps();
  return {
    db,
    clock,
    dashboardUrl: `${mailConfig().appUrl}${APP_ROUTES.dashboard}`,
    ...(outbox ? { sendNow: (messageId: string) => deliverOutboxMessage(outbox, messageId) } : {}),
  };
}

/** sendOutbox, the scheduled sender: retries every email the immediate attempt missed. */
export async function sendOutbox(): Promise<void> {
  const deps = outboxDeps();
  if (deps) logs.outboxSwept(await sweepOutbox(deps));
}
