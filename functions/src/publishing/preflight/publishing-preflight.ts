import type { PreflightResult } from '../../contracts/publishing.js';
import type { Caller } from '../../platform/callers/caller.js';
import { openPublishing } from '../open-publishing.js';
import type { PublishingDeps } from '../publishing-deps.js';
import { publishingTarget } from '../publishing-target.js';
import { auditIfSupport } from '../support-audit.js';
import { runPreflight } from './run-preflight.js';

/** publishingPreflight({ requestId, uid? }): the preflight on demand (it also runs before every upload). */
export async function publishingPreflight(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PreflightResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const record = await openPublishing(deps, target);
  const result = await runPreflight(deps, target, record);
  await auditIfSupport(deps, caller, target, 'publishingPreflight', null, { ok: result.ok });
  return result;
}
