import { outboxPath, requestPath, timelineEntryPath } from '../contracts/database-paths.js';
import type { OutboxMessage } from '../contracts/outbox.js';
import type { RequestRecord } from '../contracts/requests.js';
import { isNewsForCustomer, isNewsForSupport, type TimelineEntry } from '../contracts/timeline.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { REQUEST_QUERY_PARAM } from '../contracts/app-routes.js';
import { customerEmailDocument } from './emails/customer-emails.js';
import type { EmailContent } from './emails/email-document.js';
import { renderEmail } from './emails/render-email.js';

export interface CustomerEventDeps {
  db: Db;
  clock: Clock;
  /** The web app's dashboard address; every email links to its request there (`?request=<id>`). */
  dashboardUrl: string;
  /**
   * Tries to send one outbox message right away (the scheduled sweep retries whatever this does not send).
   * Absent where no SMTP secret is declared: the sweep sends it then.
   */
  sendNow?: (messageId: string) => Promise<unknown>;
}

export interface CustomerEvent {
  uid: string;
  requestId: string;
  /**
   * Unique per event and stable across retries (e.g. `deliverable-<id>-ready`): the timeline entry's id and the
   * outbox message's id, so recording the same event twice writes one entry and queues one email.
   */
  eventId: string;
  entry: Omit<TimelineEntry, 'id' | 'at'> & { at?: number };
  /** Omitted: the standard email of the entry's kind (customerEmailDocument). null: no email. */
  email?: EmailContent | null;
}

interface RecordedEvent {
  /** false when the request no longer exists (deleted meanwhile): nothing was written. */
  recorded: boolean;
  entry: TimelineEntry | null;
  /** The outbox message id when an email is queued for this event. */
  emailId: string | null;
}

/** The link every email's button opens: the request's details on the dashboard. */
export function requestLink(dashboardUrl: string, requestId: string): string {
  return `${dashboardUrl}?${REQUEST_QUERY_PARAM}=${encodeURIComponent(requestId)}`;
}

function standardEmail(deps: CustomerEventDeps, entry: TimelineEntry, request: RequestRecord): EmailContent | null {
  const doc = customerEmailDocument(entry, request, { request: requestLink(deps.dashboardUrl, request.id) });
  return doc ? renderEmail(doc) : null;
}

function later(stored: number | undefined, at: number): boolean {
  return (stored ?? 0) < at;
}

/** The request with its activity times moved to the entry's, where the entry is newer (else unchanged). */
function withActivity(request: RequestRecord, entry: TimelineEntry): RequestRecord {
  let next = request;
  if (later(request.lastActivityAt, entry.at)) next = { ...next, lastActivityAt: entry.at };
  if (isNewsForCustomer(entry) && later(request.lastSupportMessageAt, entry.at))
    next = { ...next, lastSupportMessageAt: entry.at };
  if (isNewsForSupport(entry) && later(request.lastCustomerMessageAt, entry.at))
    next = { ...next, lastCustomerMessageAt: entry.at };
  return next;
}

/**
 * THE one writer of customer-visible events (docs/data-model.md `timeline`, `outbox`): appends the timeline entry,
 * queues its email, and bumps the request's lastActivityAt. Every step is create-if-absent under ids derived from
 * eventId, so a retry after any failure completes the event without duplicating it.
 */
export async function recordCustomerEvent(deps: CustomerEventDeps, event: CustomerEvent): Promise<RecordedEvent> {
  const { uid, requestId, eventId } = event;
  if (!isSafeKey(uid) || !isSafeKey(requestId) || !isSafeKey(eventId)) {
    throw new Error(`recordCustomerEvent: unsafe id in ${JSON.stringify({ uid, requestId, eventId })}`);
  }
  const request = await deps.db.get<RequestRecord>(requestPath(uid, requestId));
  if (!request) return { recorded: false, entry: null, emailId: null };

  const { at, ...rest } = event.entry;
  const proposed: TimelineEntry = { ...rest, id: eventId, at: at ?? deps.clock.now() };
  const written = await deps.db.transaction<TimelineEntry>(
    timelineEntryPath(uid, requestId, eventId),
    (current) => current ?? proposed,
  );
  const entry = written.value ?? proposed;

  const content = event.email === undefined ? standardEmail(deps, entry, request) : event.email;
  const to = content?.to ?? (request.accountHolderEmail || request.email);
  let emailId: string | null = null;
  if (content && to) {
    const message: OutboxMessage = {
      id: eventId,
      uid,
      requestId,
      to,
      subject: content.subject,
      text: content.text,
      ...(content.html ? { html: content.html } : {}),
      ...(content.attachments?.length ? { attachments: content.attachments } : {}),
      status: 'pending',
      attempts: 0,
      createdAt: entry.at,
      nextAttemptAt: entry.at,
    };
    await deps.db.transaction<OutboxMessage>(outboxPath(eventId), (current) => current ?? message);
    emailId = eventId;
  }

  // Only an existing request is touched: a transaction that answers null for a missing one writes nothing. The
  // unread markers' times move only forward, like lastActivityAt (docs/data-model.md `conversationReads`).
  await deps.db.transaction<RequestRecord>(requestPath(uid, requestId), (current) =>
    current === null ? current : withActivity(current, entry),
  );

  if (emailId && deps.sendNow) {
    // The event is recorded whatever the mail server says; a failed send stays pending for the sweep.
    await deps.sendNow(emailId).catch((error: unknown) => logs.emailSendDeferred(emailId ?? '', error));
  }
  return { recorded: true, entry, emailId };
}
