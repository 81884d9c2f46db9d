import { APP_ROUTES } from '@contracts/app-routes';
import { hasUnread } from '@contracts/conversation';
import { requestPath } from '@contracts/database-paths';
import type { OpsPaymentView } from '@contracts/ops';
import { statusLabel } from '@contracts/request-status';
import { ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { firebaseDb } from '@/lib/firebase-database';
import { formatInr } from '@/lib/format-inr';
import { describeEntry, entryBody } from '@/lib/timeline/describe-entry';
import { useLiveValue } from '@/lib/use-live-value';
import { actionError, loadPayments } from '../api/ops-actions';
import {
  markReadBySupport,
  useAllConversationReads,
  useAuditTrail,
  useDeliverables,
  useRequestTimeline,
} from '../api/use-ops-data';
import { AttachmentButton } from './attachment-button';
import { toOpsRequest, type OpsRequest } from '../lib/ops-request';
import { formatAge, requestAge } from '../lib/queue';
import { OpsActionsPanel } from './ops-actions-panel';
import { failureMessage } from '@/lib/failure-message';
import { OpsPublishingSection } from './ops-publishing-section';

const when = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleString('en-IN') : '—');

const loadFailed = 'This request could not be loaded. Please reload the page.';

/** One request: everything the customer submitted, its payments, deliverables, timeline and audit trail. */
export function OpsRequestPage({ uid, requestId }: { uid: string; requestId: string }) {
  const path = requestPath(uid, requestId);
  const live = useLiveValue(
    path,
    () => ref(firebaseDb(), path),
    (raw) => toOpsRequest(uid, requestId, raw),
  );
  if (live.status === 'loading') return <p>Loading…</p>;
  if (live.status === 'error') return <p role="alert">{failureMessage(live.message, loadFailed)}</p>;
  if (!live.value) return <p role="alert">This request no longer exists.</p>;
  return <RequestView request={live.value} />;
}

function RequestView({ request }: { request: OpsRequest }) {
  const age = requestAge(request, Date.now());
  return (
    <article className="ops-request" data-testid="ops-request">
      <p>
        <Link className="ops-request__back" to={APP_ROUTES.ops}>
          ← Queue
        </Link>
      </p>
      <header className="ops-request__head">
        {request.iconDataUrl ? <img src={request.iconDataUrl} alt="" width={64} height={64} /> : null}
        <div>
          <h1>{request.appName}</h1>
          <a href={request.url} target="_blank" rel="noreferrer noopener">
            {request.url}
          </a>
          <p>
            {statusLabel(request.status)} · {request.progressPercent}% · {request.planName} ·{' '}
            {formatInr(request.amountInr)}
            {request.quotedAt ? ` (quoted ${when(request.quotedAt)})` : ''} · age {formatAge(age.hours)}
            {age.overdue ? ' · PAST TARGET' : ''}
          </p>
        </div>
      </header>
      <div className="ops-request__grid">
        <div>
          <section aria-label="Submitted">
            <h2>Submitted</h2>
            <dl className="ops-facts">
              <dt>Contact email</dt>
              <dd>{request.email}</dd>
              <dt>Account</dt>
              <dd>
                {request.accountHolderEmail} <code>{request.uid}</code>
              </dd>
              <dt>Phone</dt>
              <dd>{request.phone || '—'}</dd>
              <dt>Created</dt>
              <dd>{when(request.createdAt)}</dd>
              <dt>Description</dt>
              <dd className="ops-pre">{request.description || '—'}</dd>
              <dt>Extra instructions</dt>
              <dd className="ops-pre">{request.extraInstructions || '—'}</dd>
            </dl>
          </section>
          <PaymentsSection request={request} />
          <DeliverablesSection request={request} />
          <OpsPublishingSection request={request} />
          <TimelineSection request={request} />
          <AuditSection request={request} />
        </div>
        <OpsActionsPanel request={request} />
      </div>
    </article>
  );
}

function PaymentsSection({ request }: { request: OpsRequest }) {
  const [payments, setPayments] = useState<OpsPaymentView[] | string | null>(null);
  useEffect(() => {
    let live = true;
    loadPayments({ uid: request.uid, requestId: request.id })
      .then((result) => live && setPayments(result.payments))
      .catch((error: unknown) => live && setPayments(actionError(error)));
    return () => {
      live = false;
    };
  }, [request.uid, request.id, request.paymentStatus]);
  return (
    <section aria-label="Payment">
      <h2>Payment: {request.paymentStatus === 'paid' ? `paid ${when(request.paidAt)}` : 'unpaid'}</h2>
      {typeof payments === 'string' ? <p role="alert">{payments}</p> : null}
      {Array.isArray(payments) && payments.length === 0 ? <p>No order yet.</p> : null}
      {Array.isArray(payments)
        ? payments.map((payment) => (
            <dl key={payment.orderId} className="ops-facts">
              <dt>Order</dt>
              <dd>
                <code>{payment.orderId}</code> ({payment.status}, {when(payment.createdAt)})
              </dd>
              <dt>Payment</dt>
              <dd>
                <code>{payment.paymentId ?? '—'}</code> {formatInr(payment.amountInr)}
              </dd>
              <dt>Verified</dt>
              <dd>
                {payment.verifiedBy
                  ? `${when(payment.verifiedAt)} by ${payment.verifiedBy === 'checkout' ? 'the Checkout signature' : 'a signed webhook'}`
                  : '—'}
              </dd>
            </dl>
          ))
        : null}
    </section>
  );
}

function DeliverablesSection({ request }: { request: OpsRequest }) {
  const deliverables = useDeliverables(request.uid, request.id);
  const list = deliverables.status === 'ready' ? deliverables.value : [];
  return (
    <section aria-label="Deliverables">
      <h2>Deliverables</h2>
      {list.length === 0 ? <p>None yet.</p> : null}
      <ul>
        {list.map((item) => (
          <li key={item.id}>
            <strong>{item.label}</strong> ({item.kind}, {item.status}, {item.source})
            {item.url ? (
              <>
                {' '}
                <a href={item.url} target="_blank" rel="noreferrer noopener">
                  {item.url}
                </a>
              </>
            ) : null}
            {item.fileName ? ` ${item.fileName}, ${Math.ceil((item.size ?? 0) / 1024)} KiB` : ''}
            {item.error ? ` — ${item.error}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TimelineSection({ request }: { request: OpsRequest }) {
  const timeline = useRequestTimeline(request.uid, request.id);
  const entries = timeline.status === 'ready' ? [...timeline.value].reverse() : [];
  const reads = useAllConversationReads();
  const unread = reads !== null && hasUnread(request.lastCustomerMessageAt, reads[request.uid]?.[request.id]?.support);
  // Open on this page, the customer's messages are read: the queue's "New message" goes.
  useEffect(() => {
    if (!unread) return;
    markReadBySupport(request.uid, request.id).catch((error: unknown) =>
      console.warn('the read marker could not be saved', error),
    );
  }, [unread, request.uid, request.id]);
  return (
    <section aria-label="Timeline" data-testid="ops-timeline">
      <h2>Timeline</h2>
      {entries.length === 0 ? <p>No events yet.</p> : null}
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{describeEntry(entry, 'support', { paid: request.paymentStatus === 'paid' })}</strong> ·{' '}
            {when(entry.at)}
            {entryBody(entry) ? <p className="ops-pre">{entryBody(entry)}</p> : null}
            {entry.attachments?.length ? (
              <ul className="ops-files" aria-label="Files the customer attached">
                {entry.attachments.map((file) => (
                  <li key={file.id}>
                    <AttachmentButton target={{ uid: request.uid, requestId: request.id }} file={file} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function AuditSection({ request }: { request: OpsRequest }) {
  const audit = useAuditTrail(request.id);
  const entries = audit.status === 'ready' ? [...audit.value].reverse() : [];
  return (
    <section aria-label="Audit trail">
      <h2>Audit trail</h2>
      {audit.status === 'error' ? <p role="alert">{failureMessage(audit.message, loadFailed)}</p> : null}
      {entries.length === 0 && audit.status === 'ready' ? <p>No support actions yet.</p> : null}
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            {when(entry.at)} · {entry.actorEmail} · <code>{entry.action}</code> · before{' '}
            <code>{JSON.stringify(entry.before ?? {})}</code> after <code>{JSON.stringify(entry.after ?? {})}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
