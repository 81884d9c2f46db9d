import { onValue, ref } from 'firebase/database';
import useSWR from 'swr';
import { firebaseDb } from '@/lib/firebase';
import type { Plan } from '@/types/api';
import { toPlans } from '../lib/to-plans';

export const plansKey = 'plans';

/**
 * plans/ is public and seeded by the server from its catalog (common.md). Read with a one-shot
 * listener rather than get(): a listener is re-sent after a reconnect or a change of sign-in,
 * so the first answer always arrives.
 */
export function getPlans(): Promise<Plan[]> {
  return new Promise((resolve, reject) => {
    const stop = onValue(
      ref(firebaseDb(), 'plans'),
      (snapshot) => {
        stop();
        resolve(toPlans(snapshot.val()));
      },
      reject,
    );
  });
}

export function usePlans() {
  return useSWR(plansKey, getPlans, { revalidateOnFocus: false });
}
