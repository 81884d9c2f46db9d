import { FREE_BUILDS_PER_DAY } from '../contracts/abuse.js';
import { buildsRequestHandler, type BuildsDeps } from '../builds/builds-function.js';
import { sweepLifecycle as sweepLifecycleHandler } from '../builds/sweep-lifecycle.js';
import { apiConfig, mailConfig } from '../config.js';
import { newBuildId } from '../platform/ids.js';
import { buildingDeps } from './engine.js';
import { allowedOrigins, downloadLinkTokens, platform } from './platform.js';

// Free APK builds (/api/download-apk) and the nightly lifecycle sweep of their files.

function buildsDeps(): BuildsDeps {
  const config = apiConfig();
  return {
    auth: platform().auth,
    builds: {
      ...buildingDeps(),
      tokens: downloadLinkTokens(),
      freeBuildsPerHour: config.freeBuildsPerHour,
      freeBuildsPerDay: FREE_BUILDS_PER_DAY,
      tokenTtlSeconds: config.downloadTokenTtlSeconds,
      newBuildId,
      notificationsOrigin: mailConfig().appUrl,
    },
  };
}

export const builds = buildsRequestHandler(buildsDeps, allowedOrigins);

export async function sweepLifecycle(): Promise<void> {
  await sweepLifecycleHandler(platform());
}
