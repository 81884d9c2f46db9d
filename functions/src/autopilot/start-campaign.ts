import { HttpsError } from 'firebase-functions/https';
import {
  campaignIdOf,
  compareShellVersions,
  SHELL_RELEASE,
  SHELL_VERSION_PATTERN,
  type AppUpdate,
  type CampaignRecord,
  type OpsStartCampaignInput,
} from '../contracts/autopilot.js';
import { campaignPath, outboxPath, packagePath, PACKAGES_PATH, userPath } from '../contracts/database-paths.js';
import type { OutboxMessage } from '../contracts/outbox.js';
import type { PackageRecord } from '../contracts/packages.js';
import { revocationOf } from '../platform/callers/revoked-account.js';
import { appOfPackage } from './app-of-package.js';
import type { AutopilotDeps } from './autopilot-deps.js';
import { rebuildClaimed } from './rebuild-app.js';
import { claimUpdate } from './update-claims.js';
import { updateEmail } from './update-email.js';

export interface CampaignRun {
  campaignId: string;
  /** Apps this run marked "update available". */
  marked: number;
  /** Apps a previous run of the same campaign had marked. */
  alreadyMarked: number;
  /** Owners emailed by this run (one email per app, ever). */
  told: number;
  /** Paid App Bundle plans rebuilt and delivered by this run. */
  delivered: number;
  failed: number;
}

const WHAT_CHANGED_MAX = 500;
const USERS_PER_PAGE = 100;

function parseInput(input: OpsStartCampaignInput): OpsStartCampaignInput {
  const { shellVersion, whatChanged, requiredBy } = input;
  if (typeof shellVersion !== 'string' || !SHELL_VERSION_PATTERN.test(shellVersion))
    throw new HttpsError('invalid-argument', 'shellVersion must look like 2026.11 (year.month, optionally .N).');
  if (shellVersion !== SHELL_RELEASE.version)
    throw new HttpsError(
      'failed-precondition',
      `This deployment builds app shell ${SHELL_RELEASE.version}: a campaign can only offer what it builds.`,
    );
  if (typeof whatChanged !== 'string' || whatChanged.trim() === '' || whatChanged.length > WHAT_CHANGED_MAX)
    throw new HttpsError('invalid-argument', `whatChanged: say in 1 to ${WHAT_CHANGED_MAX} characters what changed.`);
  if (requiredBy !== undefined && (typeof requiredBy !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(requiredBy)))
    throw new HttpsError('invalid-argument', 'requiredBy must be a date, YYYY-MM-DD.');
  return { shellVersion, whatChanged: whatChanged.trim(), ...(requiredBy ? { requiredBy } : {}) };
}

/** Marks one app for the campaign unless a run already did; the update as stored afterwards. */
async function mark(deps: AutopilotDeps, uid: string, id: string, update: AppUpdate): Promise<AppUpdate | null> {
  let fresh = false;
  const result = await deps.db.transaction<AppUpdate>(`${packagePath(uid, id)}/update`, (current) => {
    fresh = current?.campaignId !== update.campaignId;
    return fresh ? update : undefined;
  });
  return fresh ? result.value : null;
}

/** Queues the owner's email once per app and campaign (the outbox id says which), and sends it now if it can. */
async function tell(
  deps: AutopilotDeps,
  uid: string,
  id: string,
  summary: PackageRecord,
  update: AppUpdate,
  appName: string,
) {
  const email = (await deps.db.get<{ email?: string }>(userPath(uid)))?.email;
  if (!email) return false;
  const content = updateEmail(
    appName,
    summary.packageName,
    update,
    deps.events.dashboardUrl,
    update.status === 'rebuilt',
  );
  const messageId = `autopilot-${update.campaignId}-${uid}-${id}`;
  const now = deps.clock.now();
  const message: OutboxMessage = {
    id: messageId,
    uid,
    requestId: update.bundleRequestId ?? `app-${id}`,
    to: email,
    ...content,
    status: 'pending',
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
  };
  const queued = await deps.db.transaction<OutboxMessage>(outboxPath(messageId), (current) => current ?? message);
  if (queued.value?.createdAt !== now) return false;
  await deps.db.transaction<AppUpdate>(`${packagePath(uid, id)}/update`, (current) =>
    current === null ? null : current.campaignId === update.campaignId ? { ...current, toldAt: now } : undefined,
  );
  await deps.events.sendNow?.(messageId).catch(() => undefined);
  return true;
}

/**
 * An update campaign (docs/product.md "Apps kept current"; started by opsStartCampaign or by the ops command's
 * campaign): every app whose last build is older than this deployment's shell (or targets a lower API) is marked "update
 * available"; a paid App Bundle plan is rebuilt and its new bundle delivered at once; every owner is emailed once.
 * Idempotent: a second run marks only what the first missed and emails nobody twice.
 */
export async function startCampaign(
  deps: AutopilotDeps,
  raw: OpsStartCampaignInput,
  startedBy: string,
): Promise<CampaignRun> {
  const input = parseInput(raw);
  const campaignId = campaignIdOf(input.shellVersion);
  const now = deps.clock.now();
  const base = { campaignId, shellVersion: input.shellVersion, targetSdk: SHELL_RELEASE.targetSdk };
  const update: AppUpdate = {
    ...base,
    whatChanged: input.whatChanged,
    ...(input.requiredBy ? { requiredBy: input.requiredBy } : {}),
    status: 'available',
    markedAt: now,
  };
  const run: CampaignRun = { campaignId, marked: 0, alreadyMarked: 0, told: 0, delivered: 0, failed: 0 };
  for (let after: string | null = null; ;) {
    const users: [string, Record<string, PackageRecord>][] = await deps.db.childrenAfter(
      PACKAGES_PATH,
      after,
      USERS_PER_PAGE,
    );
    if (users.length === 0) break;
    after = users[users.length - 1]![0];
    for (const [uid, packages] of users) {
      if (await revocationOf(deps.db, uid)) continue;
      for (const [id, summary] of Object.entries(packages)) {
        const behind =
          compareShellVersions(summary.shellVersion, input.shellVersion) < 0 ||
          (summary.targetSdk ?? 0) < SHELL_RELEASE.targetSdk;
        if (!summary.certificateSha256 || !behind) continue;
        let marked = await mark(deps, uid, id, update);
        if (!marked) {
          run.alreadyMarked += 1;
          marked = summary.update ?? update;
          if (marked.toldAt) continue;
        } else run.marked += 1;
        const app = await appOfPackage(deps, uid, summary.packageName);
        if (app?.bundleRequestId && marked.status === 'available') {
          const claim = await claimUpdate(deps.db, uid, summary.packageName, deps.clock.now());
          if (claim.kind === 'claimed') {
            try {
              const rebuilt = await rebuildClaimed(deps, uid, summary.packageName, claim.update);
              marked = { ...claim.update, status: 'rebuilt', bundleRequestId: rebuilt.bundleRequestId ?? undefined };
              run.delivered += 1;
            } catch {
              run.failed += 1;
            }
          }
        }
        if (await tell(deps, uid, id, summary, marked, app?.appName ?? summary.packageName)) run.told += 1;
      }
    }
  }
  const record: CampaignRecord = { id: campaignId, ...input, ...base, startedAt: now, startedBy, marked: run.marked };
  await deps.db.transaction<CampaignRecord>(campaignPath(campaignId), (current) =>
    current ? { ...current, marked: current.marked + run.marked } : record,
  );
  return run;
}
