import type { RequestRecord } from '@contracts/requests';
import { MESSAGE_MAX_LENGTH } from '@contracts/ops';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { describeEntry, entryBody } from '@/lib/timeline/describe-entry';
import { toast } from '@/lib/toast';
import { replyToRequest } from '../api/reply-to-request';
import { useTimeline } from '../api/use-timeline';
import { formatDateTime } from '../lib/format';
import './request-timeline.css';

/**
 * The request's history as the customer sees it, live: status changes, the support team's messages, quotes,
 * deliverables. While the status is update_needed it says what is asked, and offers a reply box.
 */
export function RequestTimeline({ uid, request }: { uid: string; request: RequestRecord }) {
  const timeline = useTimeline(uid, request.id);
  const entries = timeline.status === 'ready' ? timeline.value : [];
  const awaitingReply = request.status === 'update_needed';
  const question = awaitingReply
    ? [...entries].reverse().find((entry) => entry.kind === 'status' && entry.to === 'update_needed')
    : undefined;

  return (
    <section className="timeline" aria-label="Timeline" data-testid="request-timeline">
      {awaitingReply ? (
        <Notice tone="warning" title="Update needed">
          <p className="timeline__question">{question?.text ?? 'The support team needs something from you.'}</p>
          <ReplyBox requestId={request.id} />
        </Notice>
      ) : null}
      <h3 className="timeline__title">Timeline</h3>
      {timeline.status === 'loading' ? <p className="timeline__empty">Loading…</p> : null}
      {timeline.status === 'ready' && entries.length === 0 ? (
        <p className="timeline__empty">No updates yet. We email you at every step.</p>
      ) : null}
      <ol className="timeline__list">
        {[...entries].reverse().map((entry) => {
          const body = entryBody(entry);
          return (
            <li key={entry.id} className={`timeline__entry timeline__entry--${entry.by}`}>
              <p className="timeline__line">
                <span className="timeline__what">{describeEntry(entry)}</span>
                <time className="timeline__when" dateTime={new Date(entry.at).toISOString()}>
                  {formatDateTime(entry.at)}
                </time>
              </p>
              {body ? <p className="timeline__body">{body}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ReplyBox({ requestId }: { requestId: string }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    setSending(true);
    try {
      await replyToRequest(requestId, text.trim());
      setText('');
      toast.success('Reply sent. The support team will pick it up shortly.');
    } catch {
      toast.error('Your reply could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="timeline__reply" onSubmit={send}>
      <Textarea
        label="Your reply"
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" loading={sending} disabled={text.trim() === ''}>
        Send reply
      </Button>
    </form>
  );
}
