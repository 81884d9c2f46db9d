import { CALLABLES } from '@contracts/callables';
import type { PublishingStepEvent, PublishingUploadResult, PreflightResult } from '@contracts/publishing';
import type { PlayTrack } from '@contracts/publishing-steps';
import type { OpsTarget } from '@contracts/ops';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

async function call<O>(name: string, input: Record<string, unknown>): Promise<O> {
  return (await httpsCallable<Record<string, unknown>, O>(firebaseFunctions(), name)(input)).data;
}

// Support acting in a customer's publishing: the same callables as the customer, naming the owner (docs/api.md
// "Publishing"); the server checks the support claim and audits each.
const of = (target: OpsTarget) => ({ requestId: target.requestId, uid: target.uid });
export const openPublishingFor = (target: OpsTarget) => call<unknown>(CALLABLES.publishingOpen, of(target));
export const preflightFor = (target: OpsTarget) => call<PreflightResult>(CALLABLES.publishingPreflight, of(target));
export const connectFor = (target: OpsTarget) => call<unknown>(CALLABLES.publishingConnect, of(target));
export const uploadFor = (target: OpsTarget, track: PlayTrack) =>
  call<PublishingUploadResult>(CALLABLES.publishingUpload, { ...of(target), track });
export const stepFor = (target: OpsTarget, event: PublishingStepEvent) =>
  call<unknown>(CALLABLES.publishingUpdateStep, { ...of(target), event });
