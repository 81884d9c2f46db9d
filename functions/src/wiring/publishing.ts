import { mailConfig, playConfig, runningInEmulator } from '../config.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { newEventId } from '../platform/event-ids.js';
import { publishingConnect as publishingConnectHandler } from '../publishing/connect-play.js';
import { officialPlayPublisher } from '../publishing/official-play-publisher.js';
import { publishingOpen as publishingOpenHandler } from '../publishing/open-publishing.js';
import type { PlayPublisher } from '../publishing/play-publisher.js';
import { publishingPreflight as publishingPreflightHandler } from '../publishing/preflight/publishing-preflight.js';
import type { PublishingDeps } from '../publishing/publishing-deps.js';
import { publishingSaveListing as publishingSaveListingHandler } from '../publishing/save-listing.js';
import { publishingScreenshot as publishingScreenshotHandler } from '../publishing/screenshots.js';
import { publishingUpdateStep as publishingUpdateStepHandler } from '../publishing/update-step.js';
import { publishingUpload as publishingUploadHandler } from '../publishing/upload-to-play.js';
import { fetchPublic } from '../sites/import/fetch-public.js';
import { buildingDeps } from './engine.js';
import { customerEventDeps } from './mail.js';

// Publishing in the customer's Play Console (docs/api.md "Publishing"): the official Play client with
// PLAY_SERVICE_ACCOUNT, at PLAY_API_ROOT (the local stack's Play stand-in), one per instance and key.
let playInstance: { key: string; publisher: PlayPublisher } | undefined;

function publishingDeps(): PublishingDeps {
  const config = playConfig();
  const key = `${config.apiRoot}|${config.serviceAccount.private_key_id}`;
  if (playInstance?.key !== key)
    playInstance = {
      key,
      publisher: officialPlayPublisher({ serviceAccount: config.serviceAccount, rootUrl: config.apiRoot }),
    };
  const publisher = playInstance.publisher;
  return {
    ...buildingDeps(),
    play: () => publisher,
    serviceAccountEmail: config.serviceAccount.client_email,
    fetch: fetchPublic,
    allowLoopback: runningInEmulator(),
    events: customerEventDeps(),
    newId: newEventId,
    notificationsOrigin: mailConfig().appUrl,
  };
}

export const publishingOpen = verifiedCallable(publishingDeps, publishingOpenHandler);
export const publishingSaveListing = verifiedCallable(publishingDeps, publishingSaveListingHandler);
export const publishingScreenshot = verifiedCallable(publishingDeps, publishingScreenshotHandler);
export const publishingPreflight = verifiedCallable(publishingDeps, publishingPreflightHandler);
export const publishingConnect = verifiedCallable(publishingDeps, publishingConnectHandler);
export const publishingUpload = verifiedCallable(publishingDeps, publishingUploadHandler);
export const publishingUpdateStep = verifiedCallable(publishingDeps, publishingUpdateStepHandler);
