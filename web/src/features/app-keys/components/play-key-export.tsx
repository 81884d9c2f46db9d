import { type FormEvent, useState } from 'react';
import { useGoogleIdentityPrompt } from '@/components/google-identity-dialog';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { isPasswordAccount, useSignedInUser } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { exportKeyForPlay } from '../api/app-key-actions';
import { appKeysMessages as m, messageOf } from '../lib/messages';

/** "Play uses my key": the app's key encrypted for Play Console (pepk's format), after a fresh sign-in. */
export function PlayKeyExport({ packageName }: { packageName: string }) {
  const user = useSignedInUser();
  const prompt = useGoogleIdentityPrompt();
  const needsPassword = isPasswordAccount(user);
  const [encryptionKey, setEncryptionKey] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (encryptionKey.trim() === '') return setError(m.playKeyEmpty);
    setError(null);
    setBusy(true);
    try {
      await exportKeyForPlay(
        { packageName, encryptionKey },
        needsPassword ? { method: 'password', password } : { method: 'google', prompt },
      );
      toast.success(m.playKeyDone);
    } catch (failure) {
      toast.error(m.playKeyFailed(messageOf(failure)));
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
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : (
        <p className="muted">{m.googleConfirm}</p>
      )}
      <Button type="submit" size="sm" variant="secondary" loading={busy}>
        {m.playKeyButton}
      </Button>
    </form>
  );
}
