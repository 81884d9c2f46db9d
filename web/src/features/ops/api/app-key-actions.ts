import type { OpsCampaignsResult, OpsStartCampaignInput } from '@contracts/autopilot';
import { CALLABLES } from '@contracts/callables';
import type { OpsRotateAppKeyInput, OpsRotateAppKeyResult } from '@contracts/key-lifecycle';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

async function call<I, O>(name: string, input: I): Promise<O> {
  return (await httpsCallable<I, O>(firebaseFunctions(), name)(input)).data;
}

/** The campaign view and support's key and update actions (docs/api.md "Keys that last", "Apps kept current"). */
export const loadCampaigns = () => call<Record<string, never>, OpsCampaignsResult>(CALLABLES.opsCampaigns, {});
export interface CampaignRunResult {
  campaignId: string;
  marked: number;
  alreadyMarked: number;
  told: number;
  delivered: number;
  failed: number;
}
export const startCampaign = (input: OpsStartCampaignInput) =>
  call<OpsStartCampaignInput, CampaignRunResult>(CALLABLES.opsStartCampaign, input);
export const rotateAppKey = (input: OpsRotateAppKeyInput) =>
  call<OpsRotateAppKeyInput, OpsRotateAppKeyResult>(CALLABLES.opsRotateAppKey, input);
