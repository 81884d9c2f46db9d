import { CUSTOM_PLAN_ID } from '@contracts/plans';
import { DELIVERABLE_FILE_TYPES, MESSAGE_MAX_LENGTH, QUOTE_MAX_INR, QUOTE_MIN_INR } from '@contracts/ops';
import { nextStatuses, statusLabel } from '@contracts/request-status';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import {
  actionError,
  attachDeliverable,
  attachFile,
  noteRefund,
  postMessage,
  quote,
  setProgress,
  setStatus,
} from '../api/ops-actions';
import type { OpsRequest } from '../lib/ops-request';
import { RevokeAccountForm } from './revoke-account-form';

const ACCEPT = Object.keys(DELIVERABLE_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

function ActionForm({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit();
      toast.success(`${title}: done.`);
    } catch (error) {
      // In the form that was sent, in view and focused (docs/product.md §2 "Where refusals appear").
      setRefusal(actionError(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="ops-action" onSubmit={submit} aria-label={title} aria-busy={busy}>
      <h3>{title}</h3>
      <fieldset disabled={busy}>{children}</fieldset>
      {refusal ? <FormAlert message={refusal} /> : null}
    </form>
  );
}

/** Every action support can take on a request; each calls one ops callable (the server decides). */
export function OpsActionsPanel({ request }: { request: OpsRequest }) {
  const target = { uid: request.uid, requestId: request.id };
  const [message, setMessage] = useState('');
  const [progress, setProgressValue] = useState(String(request.progressPercent));
  const [amount, setAmount] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // On an unpaid request a file may be shown now and opened once paid (docs/product.md "Deliverables").
  const [afterPayment, setAfterPayment] = useState(true);
  const unpaid = request.paymentStatus !== 'paid';
  const [refund, setRefund] = useState('');
  const [refundNote, setRefundNote] = useState('');
  const options = nextStatuses(request.status, request.paymentStatus);
  const [statusRefusal, setStatusRefusal] = useState<string | null>(null);

  async function move(to: string) {
    setStatusRefusal(null);
    if (to === 'update_needed' && message.trim() === '') {
      setStatusRefusal('Write the customer a message saying what is needed, then choose Update needed.');
      return;
    }
    try {
      await setStatus({ ...target, status: to, ...(message.trim() ? { message: message.trim() } : {}) });
      setMessage('');
      toast.success(`Moved to ${statusLabel(to)}.`);
    } catch (error) {
      setStatusRefusal(actionError(error));
    }
  }

  return (
    <div className="ops-actions">
      <section className="ops-action" aria-label="Status">
        <h3>Status: {statusLabel(request.status)}</h3>
        <label>
          Message to the customer (required for Update needed)
          <textarea
            value={message}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
          />
        </label>
        <div className="ops-action__buttons">
          {options.length === 0 ? <p>No further status from here.</p> : null}
          {options.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'update_needed' ? 'secondary' : 'primary'}
              onClick={() => void move(to)}
            >
              Move to {statusLabel(to)}
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            disabled={message.trim() === ''}
            onClick={() =>
              void postMessage({ ...target, text: message.trim() })
                .then(() => {
                  setMessage('');
                  toast.success('Message sent.');
                })
                .catch((error: unknown) => setStatusRefusal(actionError(error)))
            }
          >
            Send as message only
          </Button>
        </div>
        {statusRefusal ? <FormAlert message={statusRefusal} /> : null}
      </section>

      <ActionForm title="Progress" onSubmit={() => setProgress({ ...target, progressPercent: Number(progress) })}>
        <label>
          Percent done
          <input
            type="number"
            min={0}
            max={100}
            step={1}
            value={progress}
            onChange={(event) => setProgressValue(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm">
          Set progress
        </Button>
      </ActionForm>

      {request.planId === CUSTOM_PLAN_ID && request.paymentStatus !== 'paid' ? (
        <ActionForm
          title="Quote"
          onSubmit={() => quote({ ...target, amountInr: Number(amount) }).then(() => setAmount(''))}
        >
          <label>
            Amount in ₹ (whole rupees)
            <input
              type="number"
              min={QUOTE_MIN_INR}
              max={QUOTE_MAX_INR}
              step={1}
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm">
            {request.quotedAt ? 'Replace quote' : 'Send quote'}
          </Button>
        </ActionForm>
      ) : null}

      <ActionForm
        title="Deliver"
        onSubmit={async () => {
          if (file) await attachFile(target, file, label.trim() || file.name, unpaid && afterPayment);
          else await attachDeliverable({ ...target, kind: 'link', url: linkUrl.trim(), label: label.trim() || 'Link' });
          setFile(null);
          setLinkUrl('');
          setLabel('');
        }}
      >
        <label>
          Label the customer sees
          <input value={label} maxLength={120} onChange={(event) => setLabel(event.target.value)} />
        </label>
        <label>
          File (apk, aab, zip, pdf, png, jpeg; up to 50 MB)
          <input type="file" accept={ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </label>
        {unpaid && file ? (
          <label className="ops-filters__check">
            <input type="checkbox" checked={afterPayment} onChange={(event) => setAfterPayment(event.target.checked)} />
            Available to the customer only after payment (they see it listed now)
          </label>
        ) : null}
        <label>
          …or an https link (a Play listing)
          <input
            type="url"
            value={linkUrl}
            disabled={file !== null}
            onChange={(event) => setLinkUrl(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={!file && linkUrl.trim() === ''}>
          Attach
        </Button>
      </ActionForm>

      {request.paymentStatus === 'paid' ? (
        <ActionForm
          title="Refund"
          onSubmit={() => noteRefund({ ...target, amountInr: Number(refund), note: refundNote.trim() })}
        >
          <label>
            Refunded amount in ₹ (after refunding in the Razorpay dashboard)
            <input
              type="number"
              min={1}
              step={1}
              required
              value={refund}
              onChange={(event) => setRefund(event.target.value)}
            />
          </label>
          <label>
            Note to the customer
            <input value={refundNote} maxLength={500} onChange={(event) => setRefundNote(event.target.value)} />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            Note refund
          </Button>
        </ActionForm>
      ) : null}

      <RevokeAccountForm uid={request.uid} />
    </div>
  );
}
