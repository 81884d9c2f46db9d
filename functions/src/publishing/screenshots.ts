import { HttpsError } from 'firebase-functions/https';
import { publishingPath, screenshotStoragePath } from '../contracts/database-paths.js';
import { screenshotProblem, SCREENSHOT_RULES, type ScreenshotFormat } from '../contracts/play-listing.js';
import type { PublishingScreenshotResult, ScreenshotRecord } from '../contracts/publishing.js';
import { readImageSize } from '../engine/index.js';
import type { Caller } from '../platform/callers/caller.js';
import { isSafeKey } from '../platform/ids.js';
import { markListingIfReady } from './listing-readiness.js';
import { openPublishing } from './open-publishing.js';
import type { PublishingDeps } from './publishing-deps.js';
import { loadPublishing } from './publishing-store.js';
import { publishingTarget } from './publishing-target.js';
import { auditIfSupport } from './support-audit.js';

const CONTENT_TYPES: Record<ScreenshotFormat, string> = { png: 'image/png', jpeg: 'image/jpeg' };
const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The bytes of a screenshot's data URL, refused by size before anything is decoded. */
function screenshotBytes(value: unknown, position: number): Uint8Array {
  const match = typeof value === 'string' ? DATA_URL.exec(value) : null;
  if (!match)
    throw new HttpsError(
      'invalid-argument',
      `Screenshot ${position} is not a PNG or JPEG image. Save it as PNG or JPEG and add it again.`,
      { field: 'screenshots' },
    );
  if ((match[2]!.length * 3) / 4 > SCREENSHOT_RULES.maxBytes + 3)
    throw new HttpsError(
      'invalid-argument',
      `Screenshot ${position} is larger than 4 MB. Save it as JPEG or make it smaller, then add it again.`,
      { field: 'screenshots' },
    );
  return new Uint8Array(Buffer.from(match[2]!, 'base64'));
}

/**
 * publishingScreenshot({ requestId, uid?, add: dataUrl } | { ..., remove: id }): one phone screenshot in or out.
 * Each is checked by its real header (PNG or JPEG, each side 320-3840 px, at most 2:1, 4 MB) before it is stored
 * in the request's folder; at most 8. The listing becomes ready once it has 2 and its texts.
 */
export async function publishingScreenshot(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PublishingScreenshotResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const record = await openPublishing(deps, target);
  const shots = record.screenshots ?? {};
  const now = deps.clock.now();
  const base = publishingPath(target.uid, target.requestId);
  if (typeof target.input.remove === 'string') {
    const id = target.input.remove;
    const shot = isSafeKey(id) ? shots[id] : undefined;
    if (!shot) throw new HttpsError('not-found', 'This screenshot is not in the listing.');
    await deps.files.deletePrefix(shot.storagePath);
    await deps.db.update({ [`${base}/screenshots/${id}`]: null, [`${base}/updatedAt`]: now });
    await auditIfSupport(deps, caller, target, 'publishingScreenshot', { screenshot: id }, null);
    return { screenshotId: id };
  }
  const position = Object.keys(shots).length + 1;
  if (position > SCREENSHOT_RULES.max)
    throw new HttpsError(
      'invalid-argument',
      `Play takes at most ${SCREENSHOT_RULES.max} phone screenshots. Remove one first.`,
      { field: 'screenshots' },
    );
  const bytes = screenshotBytes(target.input.add, position);
  const size = readImageSize(bytes);
  const problem = screenshotProblem(
    { width: size?.width ?? 0, height: size?.height ?? 0, format: size?.format ?? null, bytes: bytes.length },
    position,
  );
  if (problem || !size)
    throw new HttpsError('invalid-argument', problem ?? 'Unreadable screenshot.', { field: 'screenshots' });
  const id = deps.newId(now);
  const storagePath = screenshotStoragePath(target.uid, target.requestId, id, size.format === 'png' ? 'png' : 'jpg');
  await deps.files.save(storagePath, bytes, CONTENT_TYPES[size.format], { requestId: target.requestId });
  const shot: ScreenshotRecord = {
    id,
    storagePath,
    width: size.width,
    height: size.height,
    format: size.format,
    bytes: bytes.length,
    addedAt: now,
  };
  await deps.db.update({ [`${base}/screenshots/${id}`]: shot, [`${base}/updatedAt`]: now });
  const saved = (await loadPublishing(deps.db, target.uid, target.requestId)) ?? record;
  await markListingIfReady(deps.db, target.uid, target.requestId, saved, deps.allowLoopback, now);
  await auditIfSupport(deps, caller, target, 'publishingScreenshot', null, { screenshot: id });
  return { screenshotId: id };
}
