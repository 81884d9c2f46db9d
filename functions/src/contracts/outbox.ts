// Emails waiting to be sent (docs/data-model.md `outbox/{messageId}`). Server-only: no client reads or writes it.
// The id is the event's id (the timeline entry's), so recording an event twice queues one email.

type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: string;
  /** The account the email concerns (the cascade deletes a deleted account's pending mail by it). */
  uid: string;
  requestId: string;
  to: string;
  subject: string;
  /** The text part. */
  text: string;
  /** The HTML part, rendered when the message was queued (requests/emails/); absent on mail queued before it. */
  html?: string;
  /** Files attached when the message is sent, rendered then from server records (a receipt from its invoice). */
  attachments?: OutboxAttachment[];
  status: OutboxStatus;
  /** Send attempts so far. */
  attempts: number;
  createdAt: number;
  /** When the next attempt is due (pending), or when a claimed send's lease ends (sending). */
  nextAttemptAt: number;
  sentAt?: number;
  /** The last SMTP error, for support (never shown to customers). */
  lastError?: string;
}

/** A file an outbox message carries, by reference: the sender renders it at send time. */
export interface OutboxAttachment {
  kind: 'receipt';
  /** The payment whose invoice (`invoices/{paymentId}`) the receipt PDF is rendered from. */
  paymentId: string;
}

/** Attempts before a message is given up as failed (about a day of backoff). */
export const OUTBOX_MAX_ATTEMPTS = 8;
