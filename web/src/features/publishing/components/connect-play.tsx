import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { connectPlay, refusalOf } from '../api/publishing-calls';

/**
 * "Connect Play": what to do in Play Console (create the app, invite our service account with release rights), then
 * the check itself. Play's refusal says what is missing.
 */
export function ConnectPlay({
  requestId,
  serviceAccountEmail,
  connected,
}: {
  requestId: string;
  serviceAccountEmail: string;
  connected: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function connect() {
    setBusy(true);
    setError(null);
    try {
      await connectPlay(requestId);
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="publishing__part">
      <h4 className="publishing__title">Give us access in Play Console</h4>
      <ol className="publishing__howto">
        <li>In Play Console, choose Create app (we cannot create apps for you).</li>
        <li>
          Open Users and permissions, invite this service account, and give it release rights for your app:{' '}
          <code className="publishing__mono">{serviceAccountEmail}</code>{' '}
          <CopyButton text={serviceAccountEmail} what="the service account email" />
        </li>
        <li>Press Connect Play: we open and close a draft of your app to check.</li>
      </ol>
      {connected ? <p className="publishing__ok">Connected: we can release your app in your Play Console.</p> : null}
      {error ? <FormAlert message={error} testId="connect-error" /> : null}
      <Button variant={connected ? 'secondary' : 'primary'} size="sm" loading={busy} onClick={() => void connect()}>
        {connected ? 'Check the connection again' : 'Connect Play'}
      </Button>
    </div>
  );
}
