import { CALLABLES } from '@contracts/callables';
import type { ListingText } from '@contracts/play-listing';
import type {
  PreflightResult,
  PublishingConnectResult,
  PublishingOpenResult,
  PublishingSaveListingInput,
  PublishingSaveListingResult,
  PublishingScreenshotInput,
  PublishingScreenshotResult,
  PublishingStepEvent,
  PublishingTarget,
  PublishingUpdateStepInput,
  PublishingUpdateStepResult,
  PublishingUploadInput,
  PublishingUploadResult,
} from '@contracts/publishing';
import type { PlayTrack } from '@contracts/publishing-steps';
import { httpsCallable } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';
import { failureMessage } from '@/lib/failure-message';

async function call<I, O>(name: string, input: I): Promise<O> {
  return (await httpsCallable<I, O>(firebaseFunctions(), name)(input)).data;
}

// The customer's publishing calls (docs/api.md "Publishing"): the server checks, talks to Play and writes the record,
// which the panel reads live; these only ask.
export const openPublishing = (requestId: string) =>
  call<PublishingTarget, PublishingOpenResult>(CALLABLES.publishingOpen, { requestId });
export const saveListing = (requestId: string, listing: ListingText) =>
  call<PublishingSaveListingInput, PublishingSaveListingResult>(CALLABLES.publishingSaveListing, {
    requestId,
    listing,
  });
export const addScreenshot = (requestId: string, dataUrl: string) =>
  call<PublishingScreenshotInput, PublishingScreenshotResult>(CALLABLES.publishingScreenshot, {
    requestId,
    add: dataUrl,
  });
export const removeScreenshot = (requestId: string, screenshotId: string) =>
  call<PublishingScreenshotInput, PublishingScreenshotResult>(CALLABLES.publishingScreenshot, {
    requestId,
    remove: screenshotId,
  });
export const runPreflight = (requestId: string) =>
  call<PublishingTarget, PreflightResult>(CALLABLES.publishingPreflight, { requestId });
export const connectPlay = (requestId: string) =>
  call<PublishingTarget, PublishingConnectResult>(CALLABLES.publishingConnect, { requestId });
export const uploadToPlay = (requestId: string, track: PlayTrack, releaseNotes: string) =>
  call<PublishingUploadInput, PublishingUploadResult>(CALLABLES.publishingUpload, { requestId, track, releaseNotes });
export const updateStep = (requestId: string, event: PublishingStepEvent) =>
  call<PublishingUpdateStepInput, PublishingUpdateStepResult>(CALLABLES.publishingUpdateStep, { requestId, event });

/** The server's sentence (HttpsError messages are written for people) and the field it names, if any. */
export function refusalOf(error: unknown): { message: string; field?: string } {
  const details = (error as { details?: { field?: unknown } } | null)?.details;
  const field = typeof details?.field === 'string' ? details.field : undefined;
  return {
    // The one meaning of every failure (lib/failure-message.ts): no bare code ("internal"), no provider's text.
    message: failureMessage(error, 'That did not work. Please try again.'),
    ...(field ? { field } : {}),
  };
}
