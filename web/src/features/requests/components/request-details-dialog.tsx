import { statusSentence } from '@contracts/request-status';
import type { EditableRequestField, RequestRecord } from '@contracts/requests';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BreakableText } from '@/components/ui/breakable-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TrashIcon } from '@/components/ui/icons';
import { emitAppEvent } from '@/lib/events';
import { refusalOrToast } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import { formatInr } from '@/lib/format-inr';
import { deleteRequest } from '../api/delete-request';
import { updateRequestText } from '../api/update-request-text';
import { formatDateTime } from '../lib/format';
import { requestMessages } from '../lib/request-messages';
import { refundSentence } from '../lib/refund-status';
import { AppAvatar } from './app-avatar';
import { EditableText, type SaveOutcome } from './editable-text';
import { ProgressTracker } from './progress-tracker';
import { Conversation } from './conversation';
import type { PayAction } from '../types/pay-action';
import { PaymentBadge, StatusBadge } from './status-badge';
import './request-details-dialog.css';

export interface RequestDetailsDialogProps {
  /** The owner's uid, for sections that listen to the request's own records (timeline, deliverables). */
  uid: string;
  /** The live record; the parent closes the dialog when it disappears (deleted). */
  request: RequestRecord;
  onClose: () => void;
  payAction: PayAction;
  /** The request's files, keys and asset links: the app passes the deliverables feature's section in. */
  deliverables?: ReactNode;
  /** When the customer last read the conversation (its New marks start after it). */
  readAt?: number;
  /** Opened right after the request was submitted: the focus starts on its pay button (docs/product.md §2). */
  focusPay?: boolean;
  /** Publishing plans: the publishing feature's tracker and steps (docs/product.md "Publishing"). */
  publishing?: ReactNode;
}

export function RequestDetailsDialog({
  uid,
  request,
  onClose,
  payAction,
  deliverables,
  readAt,
  focusPay = false,
  publishing,
}: RequestDetailsDialogProps) {
  const paid = request.paymentStatus === 'paid';
  const [confirming, setConfirming] = useState<'delete' | 'discard' | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The server's refusal of the delete, by its button, in view and focused (docs/product.md §2 "Where refusals appear").
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [dirty, setDirty] = useState<Record<EditableRequestField, boolean>>({
    description: false,
    extraInstructions: false,
  });
  const hasUnsavedEdits = !paid && (dirty.description || dirty.extraInstructions);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const safeChoice = useRef<HTMLButtonElement>(null);
  // Where the focus was when a question replaced the footer: it goes back there if the person says no.
  const askedFrom = useRef<HTMLElement | null>(null);
  const payRef = useRef<HTMLSpanElement>(null);

  // After the dialog's own first focus (its effect runs first, being a child).
  useEffect(() => {
    if (focusPay) payRef.current?.querySelector<HTMLElement>('button')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  // A question replaces the button that asked it; without this the focus would fall to <body>. The safe answer
  // takes it (Keep request, Keep editing), so Enter never destroys anything by accident.
  useEffect(() => {
    if (confirming) safeChoice.current?.focus();
  }, [confirming]);

  function ask(question: 'delete' | 'discard') {
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(question);
  }

  function answerNo() {
    const back = askedFrom.current;
    setConfirming(null);
    requestAnimationFrame(() => (back?.isConnected ? back : deleteButton.current)?.focus());
  }

  /** Escape, Close, the corner button and the backdrop: unsaved edits are never dropped without a word. */
  function requestClose() {
    if (confirming === 'discard') answerNo();
    else if (hasUnsavedEdits && !deleting) ask('discard');
    else onClose();
  }

  const markDirty = (field: EditableRequestField) => (value: boolean) =>
    setDirty((current) => (current[field] === value ? current : { ...current, [field]: value }));

  // A refusal (a paid request, a text too long) under its Save button; only a failure on the way toasts.
  async function save(field: EditableRequestField, value: string): Promise<SaveOutcome> {
    try {
      await updateRequestText(request.id, field, value);
      toast.success(field === 'description' ? requestMessages.descriptionUpdated : requestMessages.instructionsUpdated);
      return 'saved';
    } catch (failure) {
      const refusal = refusalOrToast(failure, requestMessages.updateFailed);
      return refusal ? { refusal: refusal.message } : 'failed';
    }
  }

  async function remove() {
    setDeleting(true);
    setDeleteRefusal(null);
    try {
      await deleteRequest(request.id);
      toast.success(requestMessages.deleted);
      emitAppEvent('request-deleted', { requestId: request.id });
      onClose();
    } catch (failure) {
      const refusal = refusalOrToast(failure, requestMessages.deleteFailed);
      setDeleting(false);
      setConfirming(null);
      // The refusal takes the focus itself (FormAlert); after a failure on the way the button is pressed again.
      if (refusal) setDeleteRefusal(refusal.message);
      else requestAnimationFrame(() => deleteButton.current?.focus());
    }
  }

  const refund = paid ? refundSentence(request) : null;
  // Plan names and emails take two columns: in one narrow column they would break after every few letters.
  const facts: Array<{ term: string; value: ReactNode; wide?: boolean }> = [
    { term: 'Plan', value: request.planName || '—', wide: true },
    { term: 'Amount', value: formatInr(request.amountInr) },
    { term: 'Phone', value: request.phone || '—' },
    { term: 'Contact email', value: request.email ? <BreakableText text={request.email} /> : '—', wide: true },
    { term: 'Created', value: formatDateTime(request.createdAt) },
    { term: 'Updated', value: formatDateTime(request.updatedAt) },
    // The hosts the app keeps inside it (docs/shell-contract.md "Navigation"): shown so the owner can check what
    // the app will allow before it is built.
    ...(request.extraHosts?.length
      ? [{ term: 'Other hosts of your app', value: <BreakableText text={request.extraHosts.join(', ')} />, wide: true }]
      : []),
    // docs/shell-contract.md "Pull to refresh": absent (older requests) is on, as the app is built.
    { term: 'Pull down to refresh', value: request.pullToRefresh === false ? 'Off' : 'On' },
  ];

  let footer: ReactNode;
  if (confirming === 'delete') {
    footer = (
      <div className="details__confirm" role="group" aria-label="Confirm delete">
        <p>Delete this request? This cannot be undone.</p>
        <div className="details__confirm-actions">
          <Button ref={safeChoice} variant="secondary" onClick={answerNo} disabled={deleting}>
            Keep request
          </Button>
          <Button variant="danger" onClick={remove} loading={deleting}>
            Yes, delete
          </Button>
        </div>
      </div>
    );
  } else if (confirming === 'discard') {
    footer = (
      <div className="details__confirm" role="group" aria-label="Unsaved changes">
        <p>{requestMessages.discardQuestion}</p>
        <div className="details__confirm-actions">
          <Button ref={safeChoice} variant="secondary" onClick={answerNo}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onClose}>
            Discard changes
          </Button>
        </div>
      </div>
    );
  } else {
    footer = (
      <>
        {deleteRefusal ? (
          <div className="details__refusal">
            <FormAlert message={deleteRefusal} />
          </div>
        ) : null}
        {!paid ? (
          <Button
            ref={deleteButton}
            variant="ghost"
            className="details__delete"
            onClick={() => {
              setDeleteRefusal(null);
              ask('delete');
            }}
            icon={<TrashIcon size={16} />}
          >
            Delete request
          </Button>
        ) : null}
        <Button variant="secondary" onClick={requestClose}>
          Close
        </Button>
        {!paid ? (
          <span ref={payRef} className="details__pay">
            {payAction(request)}
          </span>
        ) : null}
      </>
    );
  }

  return (
    <Dialog open size="lg" onClose={requestClose} title="Request Details" testId="request-details" footer={footer}>
      <div className="details">
        <div className="details__app">
          <AppAvatar name={request.appName} iconDataUrl={request.iconDataUrl} size={56} />
          <div className="details__app-text">
            <p className="details__name">{request.appName}</p>
            <a className="details__url" href={request.url} target="_blank" rel="noreferrer noopener">
              <BreakableText text={request.url} />
            </a>
          </div>
          <div className="details__badges">
            <StatusBadge status={request.status} paymentStatus={request.paymentStatus} />
            <span className="details__payment">
              <span className="visually-hidden">Payment status: </span>
              <PaymentBadge request={request} />
            </span>
          </div>
        </div>
        <section aria-label="Progress" className="details__tracker">
          <ProgressTracker request={request} />
          <p className="details__status-words" data-testid="status-words">
            {statusSentence(request)}
          </p>
        </section>
        {deliverables}
        {publishing}
        <dl className="details__facts">
          {facts.map(({ term, value, wide }) => (
            <div key={term} className={wide ? 'details__fact--wide' : undefined}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {paid && request.razorpayPaymentId ? (
            <div>
              <dt>Payment ID</dt>
              <dd className="details__mono">{request.razorpayPaymentId}</dd>
            </div>
          ) : null}
          {refund ? (
            <div>
              <dt>Refund</dt>
              <dd data-testid="request-refund">{refund}</dd>
            </div>
          ) : null}
        </dl>
        <EditableText
          key={`d-${request.id}`}
          label="Description"
          value={request.description}
          readOnly={paid}
          saveLabel="Save description"
          onSave={(value) => save('description', value)}
          onDirtyChange={markDirty('description')}
        />
        <EditableText
          key={`i-${request.id}`}
          label="Extra instructions"
          value={request.extraInstructions}
          readOnly={paid}
          saveLabel="Save instructions"
          onSave={(value) => save('extraInstructions', value)}
          onDirtyChange={markDirty('extraInstructions')}
        />
        <Conversation uid={uid} request={request} readAt={readAt} />
      </div>
    </Dialog>
  );
}
