import { CALLABLES } from '@contracts/callables';
import type { ImportSiteInput, ImportSiteResult } from '@contracts/site-import';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** What a site says about its name, colours and icon, and this account's package for it (docs/api.md). */
export async function importSite(url: string): Promise<ImportSiteResult> {
  const call = httpsCallable<ImportSiteInput, ImportSiteResult>(firebaseFunctions(), CALLABLES.importSite);
  return (await call({ url })).data;
}
