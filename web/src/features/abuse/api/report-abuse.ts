import type { ReportAbuseInput, ReportAbuseResult } from '@contracts/abuse';
import { CALLABLES } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

/** reportAbuse (docs/api.md "Abuse controls"): open to everyone; sent with the ID token when signed in. */
export async function sendAbuseReport(input: ReportAbuseInput): Promise<ReportAbuseResult> {
  return (await httpsCallable<ReportAbuseInput, ReportAbuseResult>(firebaseFunctions(), CALLABLES.reportAbuse)(input))
    .data;
}
