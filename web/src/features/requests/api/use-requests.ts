import type { RequestRecord } from '@contracts/requests';
import { userRequestsPath } from '@contracts/database-paths';
import { onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useAppEvent } from '@/lib/events';
import { firebaseDb } from '@/lib/firebase-database';
import { toRequestList } from '../lib/to-requests';

export type RequestsState =
  | { status: 'loading' }
  | { status: 'ready'; requests: RequestRecord[] }
  | { status: 'error'; requests: RequestRecord[] };

export type SubscribeRequests = (
  uid: string,
  onData: (requests: RequestRecord[]) => void,
  onError: (error: Error) => void,
) => () => void;

const requestsKey = userRequestsPath;

/** Live subscription to requests/{uid} ordered by createdAt (docs/product.md §7); newest first on the client. */
const subscribeRequests: SubscribeRequests = (uid, onData, onError) =>
  onValue(
    query(ref(firebaseDb(), requestsKey(uid)), orderByChild('createdAt')),
    (snapshot) => onData(toRequestList(snapshot.val())),
    onError,
  );

/**
 * The page-level events (docs/product.md §4) re-open the subscription, which re-reads the list from the
 * server; the previous list stays on screen meanwhile.
 */
export function useRequests(uid: string, subscribe: SubscribeRequests = subscribeRequests): RequestsState {
  const [state, setState] = useState<RequestsState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const refresh = () => setGeneration((value) => value + 1);
  useAppEvent('apk-generated', refresh);
  useAppEvent('payment-completed', refresh);
  useAppEvent('request-deleted', refresh);

  useEffect(() => {
    return subscribe(
      uid,
      (requests) => setState({ status: 'ready', requests }),
      (error) => {
        console.warn('requests subscription failed', error);
        setState((current) => ({ status: 'error', requests: current.status === 'loading' ? [] : current.requests }));
      },
    );
  }, [uid, generation, subscribe]);

  return state;
}
