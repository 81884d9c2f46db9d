import { SUPPORT_CLAIM } from '@contracts/ops';
import { useEffect, useState } from 'react';
import { firebaseAuth } from '@/lib/firebase';

type SupportClaim = 'checking' | 'support' | 'not-support';

/**
 * Whether the signed-in user's ID token carries the `support` custom claim. The token is refreshed once, so a
 * claim granted (`npm run ops -- grant`) since the last sign-in counts without signing out. The server checks the
 * same claim on every ops callable and in the rules; this only decides what to show.
 */
export function useSupportClaim(uid: string | null): SupportClaim {
  const [state, setState] = useState<SupportClaim>('checking');
  useEffect(() => {
    const user = firebaseAuth().currentUser;
    if (!uid || !user || user.uid !== uid) {
      setState('not-support');
      return undefined;
    }
    let live = true;
    setState('checking');
    user
      .getIdTokenResult(true)
      .then((result) => live && setState(result.claims[SUPPORT_CLAIM] === true ? 'support' : 'not-support'))
      .catch(() => live && setState('not-support'));
    return () => {
      live = false;
    };
  }, [uid]);
  return state;
}
