import { SUPPORT_CLAIM } from '@contracts/ops';
import { useEffect, useState } from 'react';
import { loadAuth } from './load-auth';

type SupportClaim = 'checking' | 'support' | 'not-support';

/**
 * Whether the signed-in user's ID token carries the `support` custom claim. The token is refreshed once, so a
 * claim granted (`npm run ops -- grant`) since the last sign-in counts without signing out. The server checks the
 * same claim on every ops callable and in the rules; this only decides what to show.
 */
export function useSupportClaim(uid: string | null): SupportClaim {
  // The answer is kept with the uid it is for: a render for another user (just signed in) is still 'checking'.
  const [answer, setAnswer] = useState<{ uid: string; claim: SupportClaim } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    let live = true;
    loadAuth()
      .then(async (auth) => {
        const user = auth.currentUser;
        if (!user || user.uid !== uid) return 'not-support' as const;
        const result = await user.getIdTokenResult(true);
        return result.claims[SUPPORT_CLAIM] === true ? ('support' as const) : ('not-support' as const);
      })
      .then((claim) => live && setAnswer({ uid, claim }))
      .catch(() => live && setAnswer({ uid, claim: 'not-support' }));
    return () => {
      live = false;
    };
  }, [uid]);
  if (!uid) return 'not-support';
  return answer?.uid === uid ? answer.claim : 'checking';
}
