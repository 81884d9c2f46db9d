import { SUPPORT_CLAIM } from '@contracts/ops';
import { useEffect, useState } from 'react';
import { loadAuth } from './load-auth';

type SupportClaim = 'checking' | 'support' | 'not-support';

/** Whether the current user's token (refreshed first when `fresh`) carries the `support` claim. */
async function readSupportClaim(uid: string, fresh: boolean): Promise<SupportClaim> {
  const user = (await loadAuth()).currentUser;
  if (!user || user.uid !== uid) return 'not-support';
  const result = await user.getIdTokenResult(fresh);
  return result.claims[SUPPORT_CLAIM] === true ? 'support' : 'not-support';
}

/**
 * Whether the signed-in user's ID token carries the `support` custom claim. `fresh` (the /ops guard): the token is
 * refreshed once, so a claim granted (`npm run ops -- grant`) since the last sign-in counts without signing out.
 * Otherwise (where support lands, the account menu's Ops entry) the token the browser holds answers, with no network
 * round trip on a customer's every page. The server checks the same claim on every ops callable and in the rules;
 * this only decides what to show.
 */
export function useSupportClaim(uid: string | null, fresh = true): SupportClaim {
  // The answer is kept with the uid it is for: a render for another user (just signed in) is still 'checking'.
  const [answer, setAnswer] = useState<{ uid: string; claim: SupportClaim } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    let live = true;
    readSupportClaim(uid, fresh)
      .then((claim) => live && setAnswer({ uid, claim }))
      .catch(() => live && setAnswer({ uid, claim: 'not-support' }));
    return () => {
      live = false;
    };
  }, [uid, fresh]);
  if (!uid) return 'not-support';
  return answer?.uid === uid ? answer.claim : 'checking';
}

/** Where a signed-in, verified user lands (docs/product.md §2 "Support console"): support on /ops, everyone else on /dashboard. */
export async function landingPath(uid: string): Promise<'/ops' | '/dashboard'> {
  return (await readSupportClaim(uid, false).catch(() => 'not-support')) === 'support' ? '/ops' : '/dashboard';
}

/** The same as a hook for the guards: null while the token is read. */
export function useLandingPath(uid: string | null): '/ops' | '/dashboard' | null {
  const claim = useSupportClaim(uid, false);
  if (claim === 'checking') return null;
  return claim === 'support' ? '/ops' : '/dashboard';
}
