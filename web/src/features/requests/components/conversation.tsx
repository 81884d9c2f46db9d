import { hasUnread } from '@contracts/conversation';
import { isNewsForCustomer } from '@contracts/timeline';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/ui/notice';
import type { RequestRecord } from '@contracts/requests';
import { markConversationRead } from '../api/use-conversation-reads';
import { useTimeline } from '../api/use-timeline';
import { ConversationEntry } from './conversation-entry';
import { MessageComposer } from './message-composer';
import './conversation.css';

/**
 * The request's conversation with support, live (docs/product.md "Conversation"): what the team wrote and sent, the
 * customer's own messages and files, and every status change, oldest first, then a box to write in at any status.
 * Entries newer than the customer's last read are marked New; opening the conversation marks it read.
 */
export function Conversation({
  uid,
  request,
  readAt,
}: {
  uid: string;
  request: RequestRecord;
  /** When the customer last read it (conversationReads/{uid}/{requestId}/customer). */
  readAt: number | undefined;
}) {
  const timeline = useTimeline(uid, request.id);
  const entries = timeline.status === 'ready' ? timeline.value : [];
  const awaitingReply = request.status === 'update_needed';
  const question = awaitingReply
    ? [...entries].reverse().find((entry) => entry.kind === 'status' && entry.to === 'update_needed')
    : undefined;
  // The mark as it was when the conversation opened: what was new then stays marked while it is open.
  const seenBefore = useRef(readAt);
  const unread = hasUnread(request.lastSupportMessageAt, readAt);

  useEffect(() => {
    if (!unread) return;
    markConversationRead(uid, request.id).catch((error: unknown) =>
      console.warn('the read marker could not be saved', error),
    );
  }, [unread, uid, request.id]);

  return (
    <section className="thread" aria-labelledby={`thread-title-${request.id}`} data-testid="request-timeline">
      <h3 className="thread__title" id={`thread-title-${request.id}`}>
        Conversation
      </h3>
      {awaitingReply ? (
        <Notice tone="warning" title="Update needed">
          <p className="thread__question">{question?.text ?? 'The support team needs something from you.'}</p>
        </Notice>
      ) : null}
      {timeline.status === 'loading' ? <p className="thread__empty">Loading…</p> : null}
      {timeline.status === 'ready' && entries.length === 0 ? (
        <p className="thread__empty">No messages yet. Write to us below; we email you at every step.</p>
      ) : null}
      <ol className="thread__list">
        {entries.map((entry) => (
          <ConversationEntry
            key={entry.id}
            entry={entry}
            requestId={request.id}
            paid={request.paymentStatus === 'paid'}
            unread={isNewsForCustomer(entry) && entry.at > (seenBefore.current ?? 0)}
          />
        ))}
      </ol>
      <MessageComposer requestId={request.id} awaitingReply={awaitingReply} />
    </section>
  );
}
