import { randomBytes } from 'node:crypto';
import { deliverableLedgerId, recordInLedger } from '../abuse/build-ledger.js';
import { noteBuiltShell } from '../signing/package-record.js';
import { packageKey } from '../contracts/package-key.js';
import { revocationOf } from '../platform/callers/revoked-account.js';
import { SiteRefusedError } from '../abuse/site-reputation.js';
import { REVOKED_BUILDS_MESSAGE } from '../contracts/abuse.js';
import { requestDeliverablesPath, requestPath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { RequestRecord } from '../contracts/requests.js';
import { isoOf } from '../platform/clock.js';
import * as logs from '../logs.js';
import { appVersionOf } from './app-version.js';
import { buildDeliverable } from './build-deliverable.js';
import type { AppVersion } from './built-app.js';
import { classifyFailure } from './classify-failure.js';
import { announceToCustomer, completedEvent, deliverableEvent } from './customer-events.js';
import { claimDeliverable, settleDeliverable } from './deliverable-claim.js';
import type { FulfilmentDeps, FulfilmentTrigger } from './fulfilment-deps.js';
import { dequeue, enqueue, scheduleRetry } from './fulfilment-queue.js';
import { plannedDeliverables, type PlannedDeliverable } from './plan-deliverables.js';

export type FulfilmentOutcome =
  | 'completed'
  | 'request-missing'
  | 'not-paid'
  | 'left-for-support'
  | 'building-elsewhere'
  | 'needs-support'
  | 'retry-scheduled'
  | 'gave-up';

interface Claimed {
  planned: PlannedDeliverable;
  record: DeliverableRecord;
}

export const newClaimId = (): string => randomBytes(12).toString('base64url');

async function deliverablesOf(deps: FulfilmentDeps, uid: string, requestId: string): Promise<DeliverableRecord[]> {
  const records = await deps.db.get<Record<string, DeliverableRecord>>(requestDeliverablesPath(uid, requestId));
  return Object.values(records ?? {});
}

/** Records a failure of one claimed deliverable: the record says what happened, the log says why. */
async function fail(
  deps: FulfilmentDeps,
  uid: string,
  request: RequestRecord,
  claimed: Claimed,
  claimId: string,
  error: unknown,
  app?: AppVersion,
): Promise<void> {
  const { failure, error: message, severity } = classifyFailure(deps.engine, error);
  const kind = claimed.planned.id;
  if (severity === 'key') logs.fulfilmentKeyUnusable(uid, request.id, kind, error);
  else logs.deliverableFailed(uid, request.id, kind, severity, error);
  const now = deps.clock.now();
  const settled = await settleDeliverable(deps.db, uid, request.id, kind, claimId, {
    status: 'failed',
    failure,
    error: message,
    updatedAt: now,
    // The version this attempt used: the retry builds the same one.
    ...(app ? { packageName: app.config.packageName, versionCode: app.config.versionCode } : {}),
  });
  if (settled) {
    const record = { ...claimed.record, status: 'failed' as const, error: message };
    await announceToCustomer(deps.events, deliverableEvent(uid, request.id, record, now));
  }
}

async function build(
  deps: FulfilmentDeps,
  uid: string,
  request: RequestRecord,
  claimed: Claimed,
  app: AppVersion,
  claimId: string,
) {
  const kind = claimed.planned.id;
  const started = deps.clock.now();
  let fields;
  try {
    fields = await buildDeliverable(deps, uid, request, claimed.planned, app);
    // Every file we sign is in the ledger; the listing kit and the guide are not signed.
    if (claimed.planned.kind !== 'file')
      await recordInLedger(deps.db, deliverableLedgerId(uid, request.id, kind, fields.versionCode), {
        kind: 'deliverable',
        uid,
        url: app.config.url,
        appName: app.config.appName,
        packageName: fields.packageName,
        versionCode: fields.versionCode,
        certificateSha256: fields.certificateSha256,
        sha256: fields.sha256,
        createdAt: deps.clock.now(),
        requestId: request.id,
        deliverableId: kind,
      });
  } catch (error) {
    await fail(deps, uid, request, claimed, claimId, error, app);
    return;
  }
  const now = deps.clock.now();
  if (
    await settleDeliverable(deps.db, uid, request.id, kind, claimId, { status: 'ready', ...fields, updatedAt: now })
  ) {
    logs.deliverableReady(uid, request.id, kind, fields.packageName, fields.versionCode, fields.size, now - started);
    const { shellVersion, targetSdk, versionCode } = fields;
    // A listing kit or a guide is not an app: only built apps say which shell the package now has.
    if (shellVersion !== undefined && targetSdk !== undefined)
      await noteBuiltShell(deps.db, uid, packageKey(fields.packageName), { shellVersion, targetSdk, versionCode }, now);
    await announceToCustomer(
      deps.events,
      deliverableEvent(uid, request.id, { ...claimed.record, status: 'ready' }, now),
    );
  }
}

/**
 * The abuse checks a paid file passes before anything is signed (the same as a free build's): the account is not
 * revoked, and the request does not carry a protected brand's name off its own site. A refusal is the request's own
 * problem: failed as 'input', left for support, never retried and never built silently.
 */
async function refuseAbuse(deps: FulfilmentDeps, uid: string, request: RequestRecord): Promise<void> {
  if (await revocationOf(deps.db, uid)) throw new SiteRefusedError(REVOKED_BUILDS_MESSAGE);
  const verdict = await deps.reputation.check({
    url: request.url,
    appName: request.appName,
    packageName: deps.engine.derivePackageName(request.url),
  });
  if (!verdict.allowed) throw new SiteRefusedError(verdict.reason);
}

/** Builds every deliverable this run claimed, one app version for all of them. */
async function buildClaimed(
  deps: FulfilmentDeps,
  uid: string,
  request: RequestRecord,
  claims: readonly Claimed[],
  claimId: string,
  queuedVersionCode: number | undefined,
): Promise<void> {
  let app: AppVersion;
  try {
    await refuseAbuse(deps, uid, request);
    app = await appVersionOf(
      deps,
      uid,
      request.id,
      request,
      await deliverablesOf(deps, uid, request.id),
      queuedVersionCode,
    );
  } catch (error) {
    for (const claimed of claims) await fail(deps, uid, request, claimed, claimId, error);
    return;
  }
  for (const claimed of claims) await build(deps, uid, request, claimed, app, claimId);
}

/** Moves a paid request whose files are all ready to completed, progress 100 (docs/product.md §4 stage 5). */
async function completeRequest(deps: FulfilmentDeps, uid: string, request: RequestRecord): Promise<void> {
  const now = deps.clock.now();
  let from = null as string | null;
  await deps.db.transaction<RequestRecord>(requestPath(uid, request.id), (current) => {
    if (current === null) return null;
    if (current.paymentStatus !== 'paid' || (current.status === 'completed' && current.progressPercent === 100)) {
      from = null;
      return undefined;
    }
    from = String(current.status);
    return { ...current, status: 'completed', progressPercent: 100, updatedAt: now, updatedAtISO: isoOf(now) };
  });
  if (from !== null) {
    logs.requestFulfilled(uid, request.id, request.planId, now - (request.paidAt ?? now));
    await announceToCustomer(deps.events, completedEvent(uid, request.id, from, now));
  }
}

/** Where the request stands once this run is done with it, and the queue entry updated to match. */
async function settleRequest(
  deps: FulfilmentDeps,
  uid: string,
  request: RequestRecord,
  planned: readonly PlannedDeliverable[],
  builtHere: boolean,
): Promise<FulfilmentOutcome> {
  const records = new Map((await deliverablesOf(deps, uid, request.id)).map((record) => [record.id, record]));
  const states = planned.map((item) => records.get(item.id));
  if (states.every((record) => record?.status === 'ready')) {
    await completeRequest(deps, uid, request);
    await dequeue(deps.db, uid, request.id);
    return 'completed';
  }
  if (states.some((record) => record?.status === 'failed' && record.failure === 'input')) {
    await dequeue(deps.db, uid, request.id);
    return 'needs-support';
  }
  if (!states.some((record) => record?.status === 'failed')) return 'building-elsewhere';
  // Only the run that built counts the attempt; a run that found another's failure leaves the schedule alone.
  if (!builtHere) return 'retry-scheduled';
  const retry = await scheduleRetry(deps.db, uid, request.id, deps.clock.now());
  if (retry.gaveUp) {
    logs.fulfilmentGaveUp(uid, request.id, retry.attempts);
    return 'gave-up';
  }
  logs.fulfilmentRetryScheduled(uid, request.id, retry.attempts, retry.nextAttemptAt ?? 0);
  return 'retry-scheduled';
}

/**
 * THE fulfilment of a paid request (docs/product.md "Deliverables"): builds what its plan delivers, from the request
 * itself, with the user's key for the package; stores each file in the owner's folder and records it as a
 * deliverable; completes the request when all are ready. Idempotent and safe to run concurrently: each deliverable
 * is claimed in a transaction keyed by request + kind, so a retry never builds a ready file again, and every
 * attempt reuses the request's versionCode.
 */
export async function fulfilRequest(
  deps: FulfilmentDeps,
  uid: string,
  requestId: string,
  trigger: FulfilmentTrigger,
): Promise<FulfilmentOutcome> {
  const request = await deps.db.get<RequestRecord>(requestPath(uid, requestId));
  if (!request) {
    await dequeue(deps.db, uid, requestId);
    return 'request-missing';
  }
  if (request.paymentStatus !== 'paid') return 'not-paid';
  const planned = plannedDeliverables(request.planId);
  if (planned.length === 0) return 'left-for-support';

  const now = deps.clock.now();
  const queued = await enqueue(deps.db, uid, requestId, now);
  const claimId = deps.newClaimId();
  const claims: Claimed[] = [];
  for (const item of planned) {
    const claim = await claimDeliverable(deps.db, uid, requestId, item, claimId, now);
    if (claim.claimed) claims.push({ planned: item, record: claim.record });
  }
  if (claims.length > 0) {
    logs.fulfilmentStarted(
      uid,
      requestId,
      trigger,
      claims.map((claimed) => claimed.planned.id),
    );
    await buildClaimed(deps, uid, { ...request, id: requestId }, claims, claimId, queued.versionCode);
  }
  return settleRequest(deps, uid, { ...request, id: requestId }, planned, claims.length > 0);
}
