import type { AutopilotDeps } from '../autopilot/autopilot-deps.js';
import { rebuildApp as rebuildAppHandler } from '../autopilot/rebuild-app.js';
import { downloadsConfig, mailConfig } from '../config.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { newBuildId } from '../platform/ids.js';
import { buildingDeps } from './engine.js';
import { customerEventDeps } from './mail.js';
import { downloadLinkTokens } from './platform.js';

// Apps kept current (docs/api.md "Apps kept current"): one-click rebuilds; support's campaigns use the same deps.

export function autopilotDeps(): AutopilotDeps {
  return {
    ...buildingDeps(),
    tokens: downloadLinkTokens(),
    tokenTtlSeconds: downloadsConfig().downloadTokenTtlSeconds,
    newBuildId,
    events: customerEventDeps(),
    notificationsOrigin: mailConfig().appUrl,
  };
}

export const rebuildApp = verifiedCallable(autopilotDeps, rebuildAppHandler);
