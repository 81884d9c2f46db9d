import { PLAY_SIGNER_TEXT, PLAY_SIGNERS, type PlaySigner } from '@contracts/key-lifecycle';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { refusalOf } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import { setPackageSigner } from '../api/app-key-actions';
import type { AppPackage } from '../api/use-app-packages';
import { appKeysMessages as m } from '../lib/messages';

/** "Who signs this app on Google Play?": the two choices with their consequences (docs/product.md "One signer for Play and your APKs"). */
export function PlaySignerForm({ app }: { app: AppPackage }) {
  const name = useId();
  const [choice, setChoice] = useState<PlaySigner>(app.signer ?? 'play');
  const [saving, setSaving] = useState(false);
  // The server's refusal by the button, in view and focused (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setRefusal(null);
    try {
      await setPackageSigner({ packageName: app.packageName, signer: choice });
      toast.success(m.signerSaved);
    } catch (failure) {
      // A refusal by the button; only a failure on the way toasts (docs/product.md §2 "Where refusals appear").
      setRefusal(refusalOf(failure, m.signerFailed)?.message ?? null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="app-keys__form" onSubmit={(event) => void save(event)}>
      <fieldset className="app-keys__choices">
        <legend>{m.signerLegend}</legend>
        {PLAY_SIGNERS.map((signer) => (
          <label key={signer} className="app-keys__choice">
            <input
              type="radio"
              name={name}
              value={signer}
              checked={choice === signer}
              onChange={() => setChoice(signer)}
              aria-describedby={`${name}-${signer}`}
            />
            <span>
              <strong>{PLAY_SIGNER_TEXT[signer].label}</strong>
              <span className="muted app-keys__consequence" id={`${name}-${signer}`}>
                {PLAY_SIGNER_TEXT[signer].consequence}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {refusal ? <FormAlert message={refusal} /> : null}
      <Button type="submit" size="sm" variant="secondary" loading={saving} disabled={choice === app.signer}>
        {m.signerSave}
      </Button>
    </form>
  );
}
