import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { actionError, revokeNotification } from '../api/ops-actions';

const EMPTY = { packageName: '', notificationId: '', reason: '' };

/**
 * Take down one app notification (opsRevokeNotification): the app's package and the notification's id (both in the
 * app's public feed, /api/apps/{package}/notifications), a reason, then a second confirmation. Apps that have not
 * fetched it yet never will; the owner sees "Removed by Apkforge support".
 */
export function RevokeNotificationForm({ revoke = revokeNotification }: { revoke?: typeof revokeNotification }) {
  const [values, setValues] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's refusal, in view and focused at the form's end (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  const ready = Object.values(values).every((value) => value.trim() !== '');
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setConfirming(false);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await revoke({
        packageName: values.packageName.trim(),
        notificationId: values.notificationId.trim(),
        reason: values.reason.trim(),
      });
      toast.success('Notification taken out of the app feed.');
      setValues(EMPTY);
      setConfirming(false);
    } catch (error) {
      setRefusal(actionError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ops-action" onSubmit={submit} aria-label="Take down an app notification" aria-busy={busy}>
      <h3>Take down an app notification</h3>
      <fieldset disabled={busy}>
        <label>
          Package name
          <input {...field('packageName')} />
        </label>
        <label>
          Notification id (from the app&apos;s feed)
          <input {...field('notificationId')} />
        </label>
        <label>
          Reason (kept in the audit trail)
          <input {...field('reason')} maxLength={500} />
        </label>
        <div className="ops-action__buttons">
          <Button type="submit" size="sm" variant="danger" disabled={!ready}>
            {confirming ? 'Yes, take it down' : 'Take down notification'}
          </Button>
          {confirming ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          ) : null}
        </div>
      </fieldset>
      {refusal ? <FormAlert message={refusal} /> : null}
    </form>
  );
}
