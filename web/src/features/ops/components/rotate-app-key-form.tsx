import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { rotateAppKey } from '../api/app-key-actions';
import { actionError } from '../api/ops-actions';

/**
 * Rotate an app's signing key (opsRotateAppKey, docs/product.md "Keys that last"): the account, the package and the
 * certificate it has now (so a second click cannot rotate twice), a reason, then an explicit confirmation.
 */
export function RotateAppKeyForm({ rotate = rotateAppKey }: { rotate?: typeof rotateAppKey }) {
  const [fields, setFields] = useState({ uid: '', packageName: '', fromCertificateSha256: '', reason: '' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's refusal, in view and focused by the button (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  const complete = Object.values(fields).every((value) => value.trim() !== '');
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setConfirming(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    setBusy(true);
    setRefusal(null);
    try {
      const result = await rotate({
        uid: fields.uid.trim(),
        packageName: fields.packageName.trim(),
        fromCertificateSha256: fields.fromCertificateSha256.trim(),
        reason: fields.reason.trim(),
      });
      toast.success(
        result.rotated
          ? `Key rotated: now SHA-256 ${result.certificateSha256}.`
          : 'The key had already been rotated: nothing was changed.',
      );
      setConfirming(false);
    } catch (error) {
      setRefusal(actionError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="ops-action"
      onSubmit={(event) => void submit(event)}
      aria-label="Rotate an app's signing key"
      aria-busy={busy}
    >
      <h2>Rotate an app&apos;s signing key</h2>
      <fieldset disabled={busy}>
        <p>
          Makes a new key and the proof that the old key hands over to it. Android 9 and newer accept updates signed by
          the new key; Android 7 and 8 keep checking the first key. Use it when a key may have leaked.
        </p>
        <label>
          Account uid
          <input value={fields.uid} onChange={set('uid')} required />
        </label>
        <label>
          Package name
          <input value={fields.packageName} onChange={set('packageName')} required />
        </label>
        <label>
          Current certificate SHA-256
          <input
            value={fields.fromCertificateSha256}
            onChange={set('fromCertificateSha256')}
            required
            spellCheck={false}
          />
        </label>
        <label>
          Reason (kept in the audit trail)
          <input value={fields.reason} onChange={set('reason')} maxLength={500} required />
        </label>
        <div className="ops-action__buttons">
          <Button type="submit" size="sm" variant="danger" disabled={!complete}>
            {confirming ? 'Yes, rotate this key' : 'Rotate key'}
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
