import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useGoogleIdentityPrompt } from '@/components/google-identity-dialog';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { isPasswordAccount, useSignedInUser } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { exportKeyForPlay } from '../api/app-key-actions';
import { refusalOf } from '@/lib/report-failure';
import { appKeysMessages as m } from '../lib/messages';

/** "Play uses my key": the app's key encrypted for Play Console (pepk's format), after a fresh sign-in. */
export function PlayKeyExport({ packageName }: { packageName: string }) {
  const user = useSignedInUser();
  const prompt = useGoogleIdentityPrompt();
  const needsPassword = isPasswordAccount(user);
  const [encryptionKey, setEncryptionKey] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A wrong account password beside that field; the server's refusals by the button (docs/product.md §2).
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!passwordError) return;
    passwordRef.current?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    passwordRef.current?.focus({ preventScroll: true });
  }, [passwordError]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (encryptionKey.trim() === '') return setError(m.playKeyEmpty);
    setError(null);
    setPasswordError(null);
    setRefusal(null);
    setBusy(true);
    try {
      await exportKeyForPlay(
        { packageName, encryptionKey },
        needsPassword ? { method: 'password', password } : { method: 'google', prompt },
      );
      toast.success(m.playKeyDone);
    } catch (failure) {
      // Only a failure on the way toasts; a refusal stays here (docs/product.md §2 "Where refusals appear").
      const meaning = refusalOf(failure, m.playKeyFailed, 'reauthenticate');
      if (!meaning) return;
      if (meaning.auth && meaning.field === 'password' && needsPassword) setPasswordError(meaning.message);
      else setRefusal(meaning.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="app-keys__form" onSubmit={(event) => void submit(event)} noValidate>
      <Textarea
        label={m.playKeyLabel}
        hint={m.playKeyHint}
        error={error}
        rows={4}
        spellCheck={false}
        value={encryptionKey}
        onChange={(event) => setEncryptionKey(event.target.value)}
      />
      {needsPassword ? (
        <Input
          label={m.accountPassword}
          hint={m.accountPasswordHint}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
          error={passwordError}
          ref={passwordRef}
        />
      ) : (
        <p className="muted">{m.googleConfirm}</p>
      )}
      {refusal ? <FormAlert message={refusal} /> : null}
      <Button type="submit" size="sm" variant="secondary" loading={busy}>
        {m.playKeyButton}
      </Button>
    </form>
  );
}
