import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePng } from '../../engine/core/image/png-encoder.js';
import { AUDIT_PATH, requestPath, requestTimelinePath, signingKeyPath } from '../../contracts/database-paths.js';
import { packageKey } from '../../contracts/package-key.js';
import { PLAY_MESSAGES } from '../../contracts/publishing.js';
import type { RequestRecord } from '../../contracts/requests.js';
import { publishingConnect } from '../connect-play.js';
import { publishingOpen } from '../open-publishing.js';
import { publishingSaveListing } from '../save-listing.js';
import { publishingScreenshot } from '../screenshots.js';
import { publishingUpdateStep } from '../update-step.js';
import { publishingUpload } from '../upload-to-play.js';
import { appFingerprints } from '../app-fingerprints.js';
import { caller } from '../../__tests__/fixtures.js';
import { owner, OWNER, publishingWorld, REQUEST_ID, support, type PublishingWorld } from './publishing-world.js';

let world: PublishingWorld;
beforeEach(async () => {
  world = await publishingWorld();
});
afterEach(() => world.stop());

const target = { requestId: REQUEST_ID };
const screenshot = () => {
  const data = new Uint8Array(1080 * 1920 * 4).fill(200);
  return `data:image/png;base64,${Buffer.from(encodePng({ width: 1080, height: 1920, data })).toString('base64')}`;
};

/** Rejection as { code, message } (HttpsError), to compare in one line. */
async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await run;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return { code, message, ...(details === undefined ? {} : { details }) };
  }
  throw new Error('expected a refusal');
}

/** Up to a passing preflight: the app in Play Console, access given, a complete listing, assetlinks served. */
async function readyToUpload(): Promise<string> {
  await publishingOpen(world.deps, owner, target);
  const { packageName } = await world.record();
  world.createAppInConsole(packageName);
  await publishingConnect(world.deps, owner, target);
  await publishingScreenshot(world.deps, owner, { ...target, add: screenshot() });
  await publishingScreenshot(world.deps, owner, { ...target, add: screenshot() });
  const { upload } = await appFingerprints(world.deps.db, OWNER, REQUEST_ID, packageName);
  world.serveAssetLinks(packageName, [upload!]);
  return packageName;
}

const trackerOf = async () => (await world.record()).tracker;

describe('publishing in the customer’s Play Console, against the stand-in through the official client', () => {
  it('opens once: a package with its upload key, the service account, a listing drafted from the site within limits', async () => {
    expect(await publishingOpen(world.deps, owner, target)).toEqual({ opened: true });
    expect(await publishingOpen(world.deps, owner, target)).toEqual({ opened: false });
    const record = await world.record();
    expect(record.serviceAccountEmail).toBe('publisher@apkforge-tests.iam.gserviceaccount.com');
    expect(record.listing).toMatchObject({
      title: 'FitZone Studio',
      shortDescription: 'Yoga and fitness classes in Pune, booked in two taps.',
      contactEmail: 'owner@example.com',
      // The site links its privacy policy: the draft has it.
      privacyPolicyUrl: `${world.site.url}/privacy`,
    });
    expect(await world.deps.db.get(signingKeyPath(OWNER, packageKey(record.packageName)))).not.toBeNull();
    expect(await refusal(publishingOpen(world.deps, caller('someoneElse'), target))).toMatchObject({
      code: 'not-found',
    });
  });

  it('connects only once the app exists and our service account may release it; the promise starts then', async () => {
    await publishingOpen(world.deps, owner, target);
    const { packageName } = await world.record();
    expect(await refusal(publishingConnect(world.deps, owner, target))).toMatchObject({
      code: 'failed-precondition',
      message: PLAY_MESSAGES.appNotFound(packageName),
    });
    world.createAppInConsole(packageName, false);
    expect(await refusal(publishingConnect(world.deps, owner, target))).toMatchObject({
      code: 'permission-denied',
      message: PLAY_MESSAGES.noPermission('publisher@apkforge-tests.iam.gserviceaccount.com'),
    });
    expect((await world.record()).lastError?.message).toBe(
      PLAY_MESSAGES.noPermission('publisher@apkforge-tests.iam.gserviceaccount.com'),
    );
    expect((await trackerOf()).steps).toBeUndefined();
    world.createAppInConsole(packageName);
    const connected = await publishingConnect(world.deps, owner, target);
    expect(connected.accessGivenAt).toBe(world.deps.clock.now());
    expect(Object.keys((await trackerOf()).steps ?? {})).toEqual(['developer_account', 'app_created', 'access_given']);
    const request = await world.deps.db.get<RequestRecord>(requestPath(OWNER, REQUEST_ID));
    expect([request?.publishingStep, request?.publishingAccessGivenAt]).toEqual([
      'listing_ready',
      world.deps.clock.now(),
    ]);
    expect(world.sandbox.state.edits.size).toBe(0);
  });

  it('refuses a too-long text with its field, and a screenshot of the wrong size; a complete listing is ready', async () => {
    await publishingOpen(world.deps, owner, target);
    const { listing } = await world.record();
    expect(
      await refusal(
        publishingSaveListing(world.deps, owner, {
          ...target,
          listing: { ...listing, title: 'A title that is far too long for Play' },
        }),
      ),
    ).toEqual({
      code: 'invalid-argument',
      message: 'App name on Play must be at most 30 characters (it has 37).',
      details: { field: 'title' },
    });
    const saved = await publishingSaveListing(world.deps, owner, {
      ...target,
      listing: { ...listing, privacyPolicyUrl: `${world.site.url}/privacy` },
    });
    expect(saved).toEqual({
      issues: [{ field: 'screenshots', message: 'Please add at least 2 phone screenshots (you have 0).' }],
      listingReady: false,
    });
    const small = `data:image/png;base64,${Buffer.from(encodePng({ width: 200, height: 400, data: new Uint8Array(200 * 400 * 4) })).toString('base64')}`;
    expect(await refusal(publishingScreenshot(world.deps, owner, { ...target, add: small }))).toMatchObject({
      code: 'invalid-argument',
      message: 'Screenshot 1 is 200x400 px: each side must be between 320 and 3840 px.',
    });
  });

  it('uploads to internal testing: one committed edit with bundle, release, listing and images; the customer sees Internal test', async () => {
    const packageName = await readyToUpload();
    await publishingSaveListing(world.deps, owner, {
      ...target,
      listing: { ...(await world.record()).listing, privacyPolicyUrl: `${world.site.url}/privacy` },
    });
    expect(
      await publishingUpload(world.deps, owner, { ...target, track: 'internal', releaseNotes: 'First release' }),
    ).toEqual({
      versionCode: 1,
      track: 'internal',
      releaseStatus: 'completed',
    });
    const app = world.sandbox.state.apps.get(packageName)!;
    expect(Object.keys(app.bundles)).toEqual(['1']);
    expect(app.tracks.internal!.releases[0]).toMatchObject({ versionCodes: ['1'], status: 'completed' });
    expect(app.listings['en-US']!.title).toBe('FitZone Studio');
    expect(app.images['en-US']!.phoneScreenshots).toHaveLength(2);
    const record = await world.record();
    expect(record.tracker.steps?.internal_test?.state).toBe('done');
    expect(record.tracks?.internal?.status).toBe('completed');
    // The database keeps a list as an object of indexes (the real one gives it back as a list).
    expect(Object.values(record.tracks?.internal?.versionCodes ?? {})).toEqual([1]);
    expect(record.uploadCertificateSha256).toBe(app.uploadCertificateSha256);
    expect((await world.deps.db.get<RequestRecord>(requestPath(OWNER, REQUEST_ID)))?.publishingStep).toBe(
      'closed_test',
    );
    const timeline = Object.values(
      (await world.deps.db.get<Record<string, { text?: string }>>(requestTimelinePath(OWNER, REQUEST_ID))) ?? {},
    );
    expect(timeline.map((entry) => entry.text)).toContain('Version code 1 is in internal testing on Google Play.');
  });

  it('refuses a version code Play has, and a bundle signed by another key, leaving no edit and the tracker as it was', async () => {
    const packageName = await readyToUpload();
    await publishingSaveListing(world.deps, owner, {
      ...target,
      listing: { ...(await world.record()).listing, privacyPolicyUrl: `${world.site.url}/privacy` },
    });
    await publishingUpload(world.deps, owner, { ...target, track: 'internal' });
    // Our counter goes back one: the next build carries version code 1 again.
    const keyPath = signingKeyPath(OWNER, packageKey(packageName));
    await world.deps.db.set(`${keyPath}/lastVersionCode`, 0);
    const before = await trackerOf();
    expect(await refusal(publishingUpload(world.deps, owner, { ...target, track: 'internal' }))).toMatchObject({
      code: 'failed-precondition',
      message: 'Version code 1 has already been used: build again to get 2.',
    });
    // Play knows another upload key (the customer uploaded a bundle of their own first).
    const app = world.sandbox.state.apps.get(packageName)!;
    app.uploadCertificateSha256 = `AB:${'CD:'.repeat(30)}EF`;
    await world.deps.db.set(`publishing/${OWNER}/${REQUEST_ID}/uploadCertificateSha256`, null);
    const wrongKey = await refusal(publishingUpload(world.deps, owner, { ...target, track: 'internal' }));
    expect(wrongKey.code).toBe('failed-precondition');
    expect(wrongKey.message).toMatch(
      new RegExp(
        `^This bundle is signed with a different upload key than Play knows for ${packageName.replace(/\./g, '\\.')}\\. Play expects the certificate AB:CD`,
      ),
    );
    expect(world.sandbox.state.edits.size).toBe(0);
    expect(Object.keys(app.bundles)).toEqual(['1']);
    expect(await trackerOf()).toEqual(before);
    expect((await world.record()).lastError?.action).toBe('upload');
  });

  it('refuses without release rights, and when Play expires the edit mid-way: nothing committed', async () => {
    const packageName = await readyToUpload();
    await publishingSaveListing(world.deps, owner, {
      ...target,
      listing: { ...(await world.record()).listing, privacyPolicyUrl: `${world.site.url}/privacy` },
    });
    world.sandbox.state.expireNextEditAfter.set(packageName, 'bundles.upload');
    const before = await trackerOf();
    expect(await refusal(publishingUpload(world.deps, owner, { ...target, track: 'internal' }))).toMatchObject({
      code: 'aborted',
      message: PLAY_MESSAGES.editExpired,
    });
    expect(Object.keys(world.sandbox.state.apps.get(packageName)!.bundles)).toEqual([]);
    expect(world.sandbox.state.edits.size).toBe(0);
    world.sandbox.state.setGrant(packageName, 'publisher@apkforge-tests.iam.gserviceaccount.com', false);
    expect(await refusal(publishingUpload(world.deps, owner, { ...target, track: 'internal' }))).toMatchObject({
      code: 'permission-denied',
    });
    expect(await trackerOf()).toEqual(before);
  });

  it('refuses an upload before access is given, and before the listing is complete, naming the step or field', async () => {
    await publishingOpen(world.deps, owner, target);
    expect(await refusal(publishingUpload(world.deps, owner, { ...target, track: 'internal' }))).toEqual({
      code: 'failed-precondition',
      message: PLAY_MESSAGES.notConnected,
      details: { step: 'connect' },
    });
    world.createAppInConsole((await world.record()).packageName);
    await publishingConnect(world.deps, owner, target);
    expect(await refusal(publishingUpload(world.deps, owner, { ...target, track: 'internal' }))).toEqual({
      code: 'invalid-argument',
      message: 'Please add at least 2 phone screenshots (you have 0).',
      details: { field: 'screenshots' },
    });
  });

  it('lets the customer state the account and support drive the rest, audited; a customer cannot mark support’s steps', async () => {
    await publishingOpen(world.deps, owner, target);
    await publishingUpdateStep(world.deps, owner, {
      ...target,
      event: { kind: 'developer-account', type: 'organization' },
    });
    expect((await trackerOf()).steps?.closed_test?.state).toBe('skipped');
    expect(
      await refusal(publishingUpdateStep(world.deps, owner, { ...target, event: { kind: 'mark', step: 'live' } })),
    ).toEqual({
      code: 'permission-denied',
      message: 'Only Apkforge support can change this step.',
    });
    expect(
      await refusal(
        publishingUpdateStep(world.deps, support, { ...target, uid: OWNER, event: { kind: 'mark', step: 'live' } }),
      ),
    ).toMatchObject({
      code: 'failed-precondition',
    });
    await publishingUpdateStep(world.deps, support, { ...target, uid: OWNER, event: { kind: 'undo' } });
    expect((await trackerOf()).steps?.developer_account).toBeUndefined();
    const audit = Object.values(
      (await world.deps.db.get<Record<string, { action: string; target: unknown }>>(AUDIT_PATH)) ?? {},
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'publishingUpdateStep', target: { uid: OWNER, requestId: REQUEST_ID } }),
    ]);
    expect(await refusal(publishingOpen(world.deps, caller('notSupport'), { ...target, uid: OWNER }))).toMatchObject({
      code: 'permission-denied',
    });
    // A revoked support session: its token still carries the claim, but the account is off the staff list.
    const revoked = caller('revokedSupport', { support: true });
    expect(await refusal(publishingOpen(world.deps, revoked, { ...target, uid: OWNER }))).toMatchObject({
      code: 'permission-denied',
    });
  });
});
