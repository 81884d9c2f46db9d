import { CALLABLES } from '@contracts/callables';
import type {
  PublishingConnectResult,
  PublishingOpenResult,
  PublishingSaveListingResult,
  PublishingScreenshotResult,
  PublishingStepEvent,
  PublishingUpdateStepResult,
  PublishingUploadResult,
  PreflightResult,
} from '@contracts/publishing';
import type { ListingText } from '@contracts/play-listing';
import type { PlayTrack } from '@contracts/publishing-steps';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';

async function call<O>(name: string, input: Record<string, unknown>): Promise<O> {
  return (await httpsCallable<Record<string, unknown>, O>(firebaseFunctions(), name)(input)).data;
}

// The customer's publishing calls (docs/api.md "Publishing"): the server checks, talks to Play and writes the record,
// which the panel reads live; these only ask.
export const openPublishing = (requestId: string) =>
  call<PublishingOpenResult>(CALLABLES.publishingOpen, { requestId });
export const saveListing = (requestId: string, listing: ListingText) =>
  call<PublishingSaveListingResult>(CALLABLES.publishingSaveListing, { requestId, listing });
export const addScreenshot = (requestId: string, dataUrl: string) =>
  call<PublishingScreenshotResult>(CALLABLES.publishingScreenshot, { requestId, add: dataUrl });
export const removeScreenshot = (requestId: string, screenshotId: string) =>
  call<PublishingScreenshotResult>(CALLABLES.publishingScreenshot, { requestId, remove: screenshotId });
export const runPreflight = (requestId: string) => call<PreflightResult>(CALLABLES.publishingPreflight, { requestId });
export const connectPlay = (requestId: string) =>
  call<PublishingConnectResult>(CALLABLES.publishingConnect, { requestId });
export const uploadToPlay = (requestId: string, track: PlayTrack, releaseNotes: string) =>
  call<PublishingUploadResult>(CALLABLES.publishingUpload, { requestId, track, releaseNotes });
export const updateStep = (requestId: string, event: PublishingStepEvent) =>
  call<PublishingUpdateStepResult>(CALLABLES.publishingUpdateStep, { requestId, event });

/** The server's sentence (HttpsError messages are written for people) and the field it names, if any. */
export function refusalOf(error: unknown): { message: string; field?: string } {
  const message = error instanceof Error ? error.message.trim() : '';
  const details = (error as { details?: { field?: unknown } } | null)?.details;
  const field = typeof details?.field === 'string' ? details.field : undefined;
  return {
    message: message && !/^[a-z-]+$/.test(message) ? message : 'That did not work. Please try again.',
    ...(field ? { field } : {}),
  };
}
