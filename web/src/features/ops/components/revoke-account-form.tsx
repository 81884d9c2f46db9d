import { REVOCATION_REASON_MAX_LENGTH } from '@contracts/abuse';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { actionError, revokeAccountBuilds } from '../api/ops-actions';

/**
 * Revoke an account's builds (opsRevokeAccountBuilds): a reason, then a second, explicit confirmation, because it
 * deletes the account's free-build files and disables every download link of it at once.
 */
export function RevokeAccountForm({
  uid,
  revoke = revokeAccountBuilds,
}: {
  uid: string;
  revoke?: typeof revokeAccountBuilds;
}) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's refusal, in view and focused at the form's end (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const result = await revoke({ uid, reason: reason.trim() });
      toast.success(
        `Account revoked: ${result.filesDeleted} build file${result.filesDeleted === 1 ? '' : 's'} deleted.`,
      );
      setConfirming(false);
      setReason('');
    } catch (error) {
      setRefusal(actionError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ops-action" onSubmit={submit} aria-label="Abuse" aria-busy={busy}>
      <h3>Abuse</h3>
      <fieldset disabled={busy}>
        <p>
          Deletes this account&apos;s free-build files, disables every download link of it (links already sent included)
          and refuses its builds from now on.
        </p>
        <label>
          Reason (kept in the audit trail)
          <input
            value={reason}
            required
            maxLength={REVOCATION_REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              setConfirming(false);
            }}
          />
        </label>
        <div className="ops-action__buttons">
          <Button type="submit" size="sm" variant="danger" disabled={reason.trim() === ''}>
            {confirming ? 'Yes, revoke every build of this account' : 'Revoke account builds'}
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
