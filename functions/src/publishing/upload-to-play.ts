import { HttpsError } from 'firebase-functions/https';
import { revocationOf } from '../platform/callers/revoked-account.js';
import { REVOKED_BUILDS_MESSAGE } from '../contracts/abuse.js';
import {
  PLAY_MESSAGES,
  PLAY_TRACKS,
  RELEASE_NOTES_MAX_LENGTH,
  uploadedSentence,
  type PlayUploadRecord,
  type PublishingUploadResult,
} from '../contracts/publishing.js';
import { accessGivenAt, type PlayTrack } from '../contracts/publishing-steps.js';
import type { Caller } from '../platform/callers/caller.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { buildRelease } from './build-release.js';
import { listingIssues } from './listing-readiness.js';
import { openPublishing } from './open-publishing.js';
import type { PublishingDeps } from './publishing-deps.js';
import { applyTracker, patchPublishing } from './publishing-store.js';
import { publishingTarget, type PublishingTargetOf } from './publishing-target.js';
import { runPreflight } from './preflight/run-preflight.js';
import { answerRefusal } from './refusal-answer.js';
import { auditIfSupport } from './support-audit.js';
import * as logs from './publishing-logs.js';

function parseUpload(input: Record<string, unknown>): { track: PlayTrack; releaseNotes: string } {
  const track = input.track;
  if (!PLAY_TRACKS.includes(track as PlayTrack))
    throw new HttpsError('invalid-argument', 'track must be internal, closed or production.');
  const notes = input.releaseNotes ?? '';
  if (typeof notes !== 'string' || [...notes.trim()].length > RELEASE_NOTES_MAX_LENGTH)
    throw new HttpsError('invalid-argument', `Release notes may have at most ${RELEASE_NOTES_MAX_LENGTH} characters.`, {
      field: 'releaseNotes',
    });
  return { track: track as PlayTrack, releaseNotes: notes.trim() };
}

/** The same abuse checks as every file we sign: the account is not revoked, the app is not a protected brand's. */
async function refuseAbuse(deps: PublishingDeps, target: PublishingTargetOf, packageName: string): Promise<void> {
  if (await revocationOf(deps.db, target.uid)) throw new HttpsError('permission-denied', REVOKED_BUILDS_MESSAGE);
  const verdict = await deps.reputation.check({
    url: target.request.url,
    appName: target.request.appName,
    packageName,
  });
  if (!verdict.allowed) throw new HttpsError('permission-denied', verdict.reason);
}

/**
 * publishingUpload({ requestId, uid?, track, releaseNotes? }) (docs/api.md "Publishing"): everything that can be
 * refused before an upload is refused first, naming the field or step (no access yet, the listing, the preflight,
 * the upload key Play knows, a version code Play has); then one Play edit takes the bundle, the release, the listing,
 * the images and the contact details, and is committed, or deleted on any failure. The track is read back, the
 * tracker moves (Internal test), and the customer's timeline says so.
 */
export async function publishingUpload(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PublishingUploadResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const { track, releaseNotes } = parseUpload(target.input);
  const record = await openPublishing(deps, target);
  if (accessGivenAt(record.tracker) === undefined)
    throw new HttpsError('failed-precondition', PLAY_MESSAGES.notConnected, { step: 'connect' });
  const missing = listingIssues(record, deps.allowLoopback)[0];
  if (missing) throw new HttpsError('invalid-argument', missing.message, { field: missing.field });
  await refuseAbuse(deps, target, record.packageName);
  const preflight = await runPreflight(deps, target, record, false);
  if (!preflight.ok)
    throw new HttpsError('failed-precondition', PLAY_MESSAGES.preflightFailed, {
      step: 'preflight',
      failed: preflight.checks.filter((check) => check.status === 'fail').map((check) => check.id),
    });
  const release = await buildRelease(deps, target, record);
  if (record.uploadCertificateSha256 && record.uploadCertificateSha256 !== release.certificateSha256)
    throw new HttpsError(
      'failed-precondition',
      PLAY_MESSAGES.wrongUploadKey(record.packageName, record.uploadCertificateSha256, release.certificateSha256),
      { step: 'bundle' },
    );
  const started = deps.clock.now();
  let state;
  try {
    state = await deps.play().release({
      packageName: record.packageName,
      bundle: release.bundle,
      versionCode: release.versionCode,
      track,
      ...(releaseNotes ? { releaseNotes } : {}),
      listing: record.listing,
      images: {
        icon: release.icon,
        featureGraphic: release.featureGraphic,
        phoneScreenshots: release.phoneScreenshots,
      },
    });
  } catch (error) {
    return answerRefusal(deps, target, 'upload', error);
  }
  const now = deps.clock.now();
  const uploadId = deps.newId(now);
  const upload: PlayUploadRecord = {
    id: uploadId,
    at: now,
    track,
    versionCode: release.versionCode,
    releaseStatus: state.status,
    by: target.by,
  };
  await patchPublishing(
    deps.db,
    target.uid,
    target.requestId,
    {
      [`uploads/${uploadId}`]: upload,
      [`tracks/${track}`]: { status: state.status, versionCodes: state.versionCodes, checkedAt: now },
      uploadCertificateSha256: record.uploadCertificateSha256 ?? release.certificateSha256,
      lastError: null,
    },
    now,
  );
  await applyTracker(deps.db, target.uid, target.requestId, { kind: 'preflight-passed' }, 'system', now);
  await applyTracker(deps.db, target.uid, target.requestId, { kind: 'uploaded', track }, 'system', now);
  await recordCustomerEvent(deps.events, {
    uid: target.uid,
    requestId: target.requestId,
    eventId: `publishing-upload-${uploadId}`,
    entry: { kind: 'message', by: 'system', text: uploadedSentence(track, release.versionCode) },
    email: null,
  });
  logs.playReleased(target.uid, target.requestId, record.packageName, track, release.versionCode, now - started);
  await auditIfSupport(deps, caller, target, 'publishingUpload', null, { track, versionCode: release.versionCode });
  return { versionCode: release.versionCode, track, releaseStatus: state.status };
}
