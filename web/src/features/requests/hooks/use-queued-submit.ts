import type { RequestInput } from '@contracts/request-input';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isOnline, useOnline } from '@/lib/online';
import {
  clearPendingRequest,
  failedForConnection,
  loadPendingRequest,
  savePendingRequest,
} from '../lib/pending-request';

export type QueuedSubmitResult = { kind: 'sent'; requestId: string } | { kind: 'queued' };

/**
 * Sends a new request now, or, offline, keeps it (lib/pending-request.ts) and sends it by itself once the
 * connection returns, also after a reload (docs/product.md §2 "Offline"). `onSent` and `onFailed` report what
 * happened to a request that was kept; a refusal of it by the server leaves the form to show.
 */
export function useQueuedSubmit(
  uid: string,
  submit: (input: RequestInput) => Promise<string>,
  handlers: { onSent: (requestId: string, input: RequestInput) => void; onFailed: (error: unknown) => void },
) {
  const online = useOnline();
  const [pending, setPending] = useState<RequestInput | null>(() => loadPendingRequest(uid));
  const [resending, setResending] = useState(false);

  const keep = useCallback(
    (input: RequestInput) => {
      savePendingRequest(uid, input);
      setPending(input);
    },
    [uid],
  );

  const send = useCallback(
    async (input: RequestInput): Promise<QueuedSubmitResult> => {
      if (!isOnline()) {
        keep(input);
        return { kind: 'queued' };
      }
      try {
        return { kind: 'sent', requestId: await submit(input) };
      } catch (error) {
        if (!failedForConnection(error, isOnline())) throw error;
        keep(input);
        return { kind: 'queued' };
      }
    },
    [keep, submit],
  );

  const resend = useEffectEvent(async (input: RequestInput) => {
    setResending(true);
    try {
      const requestId = await submit(input);
      clearPendingRequest(uid);
      setPending(null);
      handlers.onSent(requestId, input);
    } catch (error) {
      // Gone again on the way: keep it for the next return of the connection.
      if (failedForConnection(error, isOnline())) return;
      clearPendingRequest(uid);
      setPending(null);
      handlers.onFailed(error);
    } finally {
      setResending(false);
    }
  });

  useEffect(() => {
    if (online && pending && !resending) void resend(pending);
    // `resending` is read, not watched: a failed resend waits for the next return of the connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [online, pending]);

  return { send, pending, resending, online };
}
