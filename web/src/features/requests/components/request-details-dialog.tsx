import { statusSentence } from '@contracts/request-status';
import type { EditableRequestField } from '@contracts/requests';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TrashIcon } from '@/components/ui/icons';
import { emitAppEvent } from '@/lib/events';
import { toast } from '@/lib/toast';
import type { AppRequest } from '@/types/api';
import { deleteRequest } from '../api/delete-request';
import { updateRequestText } from '../api/update-request-text';
import { formatInr } from '@/lib/format-inr';
import { formatDateTime } from '../lib/format';
import { requestMessages } from '../lib/request-messages';
import { AppAvatar } from './app-avatar';
import { EditableText } from './editable-text';
import { ProgressTracker } from './progress-tracker';
import { RequestTimeline } from './request-timeline';
import type { PayAction } from '../types/pay-action';
import { PaymentBadge, StatusBadge } from './status-badge';
import './request-details-dialog.css';

export interface RequestDetailsDialogProps {
  uid: string;
  /** The live record; the parent closes the dialog when it disappears (deleted). */
  request: AppRequest;
  onClose: () => void;
  payAction: PayAction;
}

export function RequestDetailsDialog({ uid, request, onClose, payAction }: RequestDetailsDialogProps) {
  const paid = request.paymentStatus === 'paid';
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function save(field: EditableRequestField, value: string): Promise<boolean> {
    try {
      await updateRequestText(uid, request.id, field, value);
      toast.success(field === 'description' ? requestMessages.descriptionUpdated : requestMessages.instructionsUpdated);
      return true;
    } catch {
      toast.error(requestMessages.updateFailed);
      return false;
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteRequest(uid, request.id);
      toast.success(requestMessages.deleted);
      emitAppEvent('request-deleted', { requestId: request.id });
      onClose();
    } catch {
      toast.error(requestMessages.deleteFailed);
      setDeleting(false);
      setConfirmingDelete(false);
    }
  }

  const facts: Array<[string, string]> = [
    ['Plan', request.planName || '—'],
    ['Amount', formatInr(request.amountInr)],
    ['Contact email', request.email || '—'],
    ['Phone', request.phone || '—'],
    ['Created', formatDateTime(request.createdAt)],
    ['Updated', formatDateTime(request.updatedAt)],
  ];

  const footer = confirmingDelete ? (
    <div className="details__confirm" role="group" aria-label="Confirm delete">
      <p>Delete this request? This cannot be undone.</p>
      <div className="details__confirm-actions">
        <Button variant="secondary" onClick={() => setConfirmingDelete(false)} disabled={deleting}>
          Keep request
        </Button>
        <Button variant="danger" onClick={remove} loading={deleting}>
          Yes, delete
        </Button>
      </div>
    </div>
  ) : (
    <>
      {!paid ? (
        <Button
          variant="ghost"
          className="details__delete"
          onClick={() => setConfirmingDelete(true)}
          icon={<TrashIcon size={16} />}
        >
          Delete request
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
      {!paid ? payAction(request) : null}
    </>
  );

  return (
    <Dialog open size="lg" onClose={onClose} title="Request Details" testId="request-details" footer={footer}>
      <div className="details">
        <div className="details__app">
          <AppAvatar name={request.appName} iconDataUrl={request.iconDataUrl} size={56} />
          <div className="details__app-text">
            <p className="details__name">{request.appName}</p>
            <a className="details__url" href={request.url} target="_blank" rel="noreferrer noopener">
              {request.url}
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
        <dl className="details__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
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
        </dl>
        <EditableText
          key={`d-${request.id}`}
          label="Description"
          value={request.description}
          readOnly={paid}
          saveLabel="Save description"
          onSave={(value) => save('description', value)}
        />
        <EditableText
          key={`i-${request.id}`}
          label="Extra instructions"
          value={request.extraInstructions}
          readOnly={paid}
          saveLabel="Save instructions"
          onSave={(value) => save('extraInstructions', value)}
        />
        <RequestTimeline uid={uid} request={request} />
      </div>
    </Dialog>
  );
}
