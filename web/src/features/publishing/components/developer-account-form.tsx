import { CLOSED_TEST_RULE } from '@contracts/publishing-tracker';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { refusalOf, updateStep } from '../api/publishing-calls';

/** The first step: which Play developer account the app is published from (it decides the closed-test rule). */
export function DeveloperAccountForm({ requestId }: { requestId: string }) {
  const [type, setType] = useState<'personal' | 'organization' | ''>('');
  const [recent, setRecent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!type) return setError('Choose the kind of developer account.');
    setBusy(true);
    setError(null);
    try {
      await updateStep(requestId, {
        kind: 'developer-account',
        type,
        createdAfterCutoff: type === 'personal' && recent,
      });
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="publishing__form" onSubmit={(event) => void submit(event)} aria-label="Your developer account">
      <fieldset className="publishing__choices">
        <legend className="field__label">My Google Play developer account is</legend>
        <label>
          <input type="radio" name="account-type" checked={type === 'personal'} onChange={() => setType('personal')} />{' '}
          a personal account
        </label>
        <label>
          <input
            type="radio"
            name="account-type"
            checked={type === 'organization'}
            onChange={() => setType('organization')}
          />{' '}
          an organisation account
        </label>
      </fieldset>
      {type === 'personal' ? (
        <Checkbox
          label={`It was created after ${new Date(CLOSED_TEST_RULE.accountsCreatedAfter).toLocaleDateString('en-IN', { dateStyle: 'long' })}`}
          checked={recent}
          onChange={(event) => setRecent(event.target.checked)}
        />
      ) : null}
      {error ? <FormAlert message={error} /> : null}
      <Button type="submit" size="sm" loading={busy}>
        Save developer account
      </Button>
    </form>
  );
}
