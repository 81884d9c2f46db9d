import { requestDeliverablesPath } from '@contracts/database-paths';
import type { DeliverableRecord } from '@contracts/deliverables';
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { firebaseDb } from '@/lib/firebase-database';
import { toDeliverableList } from '../lib/to-deliverables';

type DeliverablesState =
  | { status: 'loading' }
  | { status: 'ready'; deliverables: DeliverableRecord[] }
  | { status: 'error'; deliverables: DeliverableRecord[] };

export type SubscribeDeliverables = (
  uid: string,
  requestId: string,
  onData: (deliverables: DeliverableRecord[]) => void,
  onError: (error: Error) => void,
) => () => void;

/** Live listener on deliverables/{uid}/{requestId}: building -> ready | failed shows as it happens. */
const subscribeDeliverables: SubscribeDeliverables = (uid, requestId, onData, onError) =>
  onValue(
    ref(firebaseDb(), requestDeliverablesPath(uid, requestId)),
    (snapshot) => onData(toDeliverableList(snapshot.val())),
    onError,
  );

export function useDeliverables(
  uid: string,
  requestId: string,
  subscribe: SubscribeDeliverables = subscribeDeliverables,
): DeliverablesState {
  const [state, setState] = useState<DeliverablesState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return subscribe(
      uid,
      requestId,
      (deliverables) => setState({ status: 'ready', deliverables }),
      (error) => {
        console.warn('deliverables subscription failed', error);
        setState((current) => ({
          status: 'error',
          deliverables: current.status === 'loading' ? [] : current.deliverables,
        }));
      },
    );
  }, [uid, requestId, subscribe]);
  return state;
}
