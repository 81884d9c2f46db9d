import { HttpsError } from 'firebase-functions/https';
import { AUTOPILOT_TEXT, type AppUpdate, type RebuildAppResult } from '../contracts/autopilot.js';
import type { BuildRecord } from '../contracts/builds.js';
import { buildPath } from '../contracts/database-paths.js';
import { signedDownloadLink } from '../delivery/download-link.js';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import { parsePackageName } from '../signing/package-input.js';
import { appOfPackage } from './app-of-package.js';
import type { AutopilotDeps } from './autopilot-deps.js';
import { rebuildPackage, RebuildRefused, type Rebuilt } from './rebuild-package.js';
import { claimUpdate, settleUpdate } from './update-claims.js';

/**
 * Rebuilds a claimed app and records the outcome on its update; a refusal (brand, key) marks it failed with the
 * reason, which the dashboard shows. Shared by the owner's click (rebuildApp) and a campaign's paid-plan deliveries.
 */
export async function rebuildClaimed(
  deps: AutopilotDeps,
  uid: string,
  packageName: string,
  claimed: AppUpdate,
): Promise<Rebuilt> {
  try {
    const app = await appOfPackage(deps, uid, packageName);
    if (!app) throw new RebuildRefused(AUTOPILOT_TEXT.notBuildable);
    const rebuilt = await rebuildPackage(deps, uid, packageName, app);
    await settleUpdate(deps.db, uid, packageName, claimed, {
      status: 'rebuilt',
      rebuiltAt: deps.clock.now(),
      buildId: rebuilt.buildId,
      versionCode: rebuilt.versionCode,
      ...(rebuilt.bundleRequestId ? { bundleRequestId: rebuilt.bundleRequestId } : {}),
    });
    return rebuilt;
  } catch (error) {
    const message =
      error instanceof RebuildRefused || deps.engine.isConfigError(error) ? (error as Error).message : null;
    await settleUpdate(deps.db, uid, packageName, claimed, {
      status: 'failed',
      failedAt: deps.clock.now(),
      error: message ?? 'The rebuild failed on our side. Please try again in a few minutes.',
    });
    if (message) throw new HttpsError('failed-precondition', message);
    throw error;
  }
}

/**
 * rebuildApp({ packageName }) (docs/api.md "Apps kept current"): the one-click rebuild of an app marked "update
 * available": same key, next versionCode, the newest shell; for a paid App Bundle plan a new bundle too. A second click
 * answers the same build with a fresh download link instead of another version.
 */
export async function rebuildApp(deps: AutopilotDeps, caller: Caller, data: unknown): Promise<RebuildAppResult> {
  requireVerifiedEmail(caller);
  const packageName = parsePackageName(data);
  await refuseRevokedCaller(deps.db, caller.uid);
  const now = deps.clock.now();
  const claim = await claimUpdate(deps.db, caller.uid, packageName, now);
  if (claim.kind === 'none') throw new HttpsError('failed-precondition', AUTOPILOT_TEXT.upToDate);
  if (claim.kind === 'busy') throw new HttpsError('failed-precondition', AUTOPILOT_TEXT.rebuilding);
  const done =
    claim.kind === 'rebuilt'
      ? { buildId: claim.update.buildId!, versionCode: claim.update.versionCode!, rebuilt: false }
      : { ...(await rebuildClaimed(deps, caller.uid, packageName, claim.update)), rebuilt: true };
  const link = signedDownloadLink(deps, caller.uid, { kind: 'build', buildId: done.buildId }, deps.clock.now());
  const fileName =
    'fileName' in done
      ? done.fileName
      : ((await deps.db.get<BuildRecord>(buildPath(caller.uid, done.buildId)))?.fileName ?? `${packageName}.apk`);
  return {
    buildId: done.buildId,
    versionCode: done.versionCode,
    downloadUrl: link.url,
    fileName,
    rebuilt: done.rebuilt,
  };
}
