import { HttpsError } from 'firebase-functions/https';
import type { OpsCampaignsResult, OpsStartCampaignInput } from '../contracts/autopilot.js';
import type { OpsRotateAppKeyResult } from '../contracts/key-lifecycle.js';
import type { AutopilotDeps } from '../autopilot/autopilot-deps.js';
import { campaignSummary } from '../autopilot/campaign-summary.js';
import { startCampaign, type CampaignRun } from '../autopilot/start-campaign.js';
import type { Caller } from '../platform/callers/caller.js';
import { isSafeKey } from '../platform/ids.js';
import { fieldsOf, parseText } from '../requests/parse-input.js';
import { parsePackageName } from '../signing/package-input.js';
import { rotatePackageKey, type RotationDeps } from '../signing/rotate-package-key.js';
import { appendAudit } from './audit-trail.js';
import { requireSupport } from './require-support.js';

/** Support's key and update actions use the build's dependencies (autopilot) and an id per audit entry. */
export type OpsKeysDeps = AutopilotDeps & RotationDeps & { newId: (nowMs: number) => string };

const REASON_MAX_LENGTH = 500;

/**
 * opsRotateAppKey({ uid, packageName, fromCertificateSha256, reason }) (docs/api.md "Keys that last"): the support
 * console's key rotation, as `npm run keys -- rotate-app` does it (signing/rotate-package-key.ts), audited. The
 * certificate support saw guards against a double click rotating twice: the second answers `rotated: false`.
 */
export async function opsRotateAppKey(
  deps: OpsKeysDeps,
  caller: Caller,
  data: unknown,
): Promise<OpsRotateAppKeyResult> {
  await requireSupport(deps.db, caller);
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.uid)) throw new HttpsError('invalid-argument', 'uid is required.');
  const packageName = parsePackageName(data);
  if (typeof fields.fromCertificateSha256 !== 'string' || fields.fromCertificateSha256 === '')
    throw new HttpsError('invalid-argument', 'fromCertificateSha256 is required.');
  const reason = parseText(fields.reason, 'reason', REASON_MAX_LENGTH);
  const now = deps.clock.now();
  const outcome = await rotatePackageKey(deps, fields.uid, packageName, fields.fromCertificateSha256, now);
  if (!outcome.rotated) return { ...outcome, auditId: null };
  const id = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id,
    at: now,
    action: 'opsRotateAppKey',
    target: { uid: fields.uid },
    before: { packageName, certificateSha256: fields.fromCertificateSha256 },
    after: { packageName, certificateSha256: outcome.certificateSha256, lineageSha256: outcome.lineageSha256, reason },
  });
  return { ...outcome, auditId: id };
}

/** opsStartCampaign({ shellVersion, whatChanged, requiredBy? }): an update campaign, audited (autopilot/start-campaign.ts). */
export async function opsStartCampaign(deps: OpsKeysDeps, caller: Caller, data: unknown): Promise<CampaignRun> {
  await requireSupport(deps.db, caller);
  const fields = fieldsOf(data) as Partial<OpsStartCampaignInput>;
  const run = await startCampaign(deps, fields as OpsStartCampaignInput, caller.uid);
  const now = deps.clock.now();
  await appendAudit(deps.db, caller, {
    id: deps.newId(now),
    at: now,
    action: 'opsStartCampaign',
    target: { campaignId: run.campaignId },
    before: null,
    after: { ...run },
  });
  return run;
}

/** opsCampaigns({}): the campaign view (autopilot/campaign-summary.ts). */
export async function opsCampaigns(deps: Pick<OpsKeysDeps, 'db'>, caller: Caller): Promise<OpsCampaignsResult> {
  await requireSupport(deps.db, caller);
  return campaignSummary(deps.db);
}
