import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBundle, generateSigningKey, type SigningKey } from '../../../../functions/src/engine/index.js';
import { startPlaySandbox, type PlaySandbox } from '../server.js';
import { googleError, newServiceAccount, officialClient, solidPng } from './client.js';

const PACKAGE = 'in.example.shop';
const publisher = newServiceAccount();
const stranger = newServiceAccount();
let sandbox: PlaySandbox;
let uploadKey: SigningKey;
let otherKey: SigningKey;

const bundleOf = async (versionCode: number, key = uploadKey, packageName = PACKAGE) =>
  Buffer.from(
    (await buildBundle({ url: 'https://shop.example.in', appName: 'Shop', packageName, versionCode }, key)).bytes,
  );

beforeAll(async () => {
  [uploadKey, otherKey] = await Promise.all([generateSigningKey(), generateSigningKey()]);
  sandbox = await startPlaySandbox({ port: 0, serviceAccounts: [publisher, stranger] });
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  sandbox.state.clear();
  sandbox.state.createApp(PACKAGE, 'Shop', [publisher.client_email], Date.now());
});

const play = () => officialClient(sandbox.url, publisher);
/** Per-call options: media uploads take their root from here, not from the client's (googleapis-common). */
const at = () => ({ rootUrl: `${sandbox.url}/` });
const media = (bytes: Buffer, mimeType = 'application/octet-stream') => ({ mimeType, body: Readable.from(bytes) });

async function newEdit(client = play(), packageName = PACKAGE) {
  return (await client.edits.insert({ packageName }, at())).data.id!;
}

describe('the Play stand-in through the official client', () => {
  it('opens and deletes an edit only for an app that exists and whose permissions name the caller', async () => {
    const client = play();
    const editId = await newEdit(client);
    expect((await client.edits.get({ packageName: PACKAGE, editId }, at())).data.id).toBe(editId);
    await client.edits.delete({ packageName: PACKAGE, editId }, at());
    expect((await googleError(client.edits.get({ packageName: PACKAGE, editId }, at()))).status).toBe(404);
    expect(await googleError(client.edits.insert({ packageName: 'in.example.other' }, at()))).toEqual({
      status: 404,
      message: 'Package not found: in.example.other.',
      reason: 'applicationNotFound',
    });
    expect(
      await googleError(officialClient(sandbox.url, stranger).edits.insert({ packageName: PACKAGE }, at())),
    ).toMatchObject({
      status: 403,
      reason: 'permissionDenied',
    });
    expect(
      (await googleError(officialClient(sandbox.url, newServiceAccount()).edits.insert({ packageName: PACKAGE }, at())))
        .status,
    ).toBe(401);
  });

  it('takes a whole release: bundle, track, listing, images, details, commit; and reads the track back', async () => {
    const client = play();
    const editId = await newEdit(client);
    const uploaded = await client.edits.bundles.upload(
      { packageName: PACKAGE, editId, media: media(await bundleOf(1)) },
      at(),
    );
    expect(uploaded.data.versionCode).toBe(1);
    await client.edits.tracks.update(
      {
        packageName: PACKAGE,
        editId,
        track: 'internal',
        requestBody: {
          track: 'internal',
          releases: [
            { versionCodes: ['1'], status: 'completed', releaseNotes: [{ language: 'en-US', text: 'First' }] },
          ],
        },
      },
      at(),
    );
    await client.edits.listings.update(
      {
        packageName: PACKAGE,
        editId,
        language: 'en-US',
        requestBody: { language: 'en-US', title: 'Shop', shortDescription: 'Short', fullDescription: 'Full' },
      },
      at(),
    );
    for (const [imageType, png] of [
      ['icon', solidPng(512, 512, true)],
      ['featureGraphic', solidPng(1024, 500)],
      ['phoneScreenshots', solidPng(1080, 1920)],
      ['phoneScreenshots', solidPng(1080, 1920)],
    ] as const)
      await client.edits.images.upload(
        { packageName: PACKAGE, editId, language: 'en-US', imageType, media: media(png, 'image/png') },
        at(),
      );
    await client.edits.details.update(
      {
        packageName: PACKAGE,
        editId,
        requestBody: { contactEmail: 'owner@shop.example.in', defaultLanguage: 'en-US' },
      },
      at(),
    );
    // Nothing is visible before the commit.
    expect(sandbox.state.apps.get(PACKAGE)!.bundles).toEqual({});
    await client.edits.commit({ packageName: PACKAGE, editId }, at());
    const readBack = await newEdit(client);
    const track = await client.edits.tracks.get({ packageName: PACKAGE, editId: readBack, track: 'internal' }, at());
    expect(track.data.releases).toEqual([
      { versionCodes: ['1'], status: 'completed', releaseNotes: [{ language: 'en-US', text: 'First' }] },
    ]);
    const app = sandbox.state.apps.get(PACKAGE)!;
    expect(app.images['en-US']!.phoneScreenshots).toHaveLength(2);
    expect(app.listings['en-US']!.title).toBe('Shop');
  });

  it('refuses a version code used before, and a bundle signed by another key than the first upload', async () => {
    const client = play();
    const first = await newEdit(client);
    await client.edits.bundles.upload({ packageName: PACKAGE, editId: first, media: media(await bundleOf(1)) }, at());
    await client.edits.commit({ packageName: PACKAGE, editId: first }, at());
    const editId = await newEdit(client);
    expect(
      await googleError(
        client.edits.bundles.upload({ packageName: PACKAGE, editId, media: media(await bundleOf(1)) }, at()),
      ),
    ).toEqual({
      status: 403,
      message: 'Version code 1 has already been used.',
      reason: 'apkUpgradeVersionConflict',
    });
    const wrong = await googleError(
      client.edits.bundles.upload({ packageName: PACKAGE, editId, media: media(await bundleOf(2, otherKey)) }, at()),
    );
    expect(wrong.reason).toBe('apkWrongSigningKey');
    expect(wrong.message).toMatch(
      /^The Android App Bundle was signed with the wrong key\. Found: SHA-256: [0-9A-F:]{95}, expected: SHA-256: [0-9A-F:]{95}\.$/,
    );
    expect(
      (
        await googleError(
          client.edits.bundles.upload(
            { packageName: PACKAGE, editId, media: media(await bundleOf(2, uploadKey, 'in.example.other')) },
            at(),
          ),
        )
      ).reason,
    ).toBe('apkIncompatiblePackage');
    expect(
      (
        await googleError(
          client.edits.bundles.upload({ packageName: PACKAGE, editId, media: media(Buffer.from('not a zip')) }, at()),
        )
      ).reason,
    ).toBe('apkInvalidFile');
  });

  it('expires an edit: later calls are refused and nothing of it is committed', async () => {
    const client = play();
    await fetch(`${sandbox.url}/__sandbox/apps/${PACKAGE}/expire-next-edit`, {
      method: 'POST',
      body: JSON.stringify({ after: 'bundles.upload' }),
    });
    const editId = await newEdit(client);
    await client.edits.bundles.upload({ packageName: PACKAGE, editId, media: media(await bundleOf(1)) }, at());
    const error = await googleError(
      client.edits.tracks.update(
        {
          packageName: PACKAGE,
          editId,
          track: 'internal',
          requestBody: { releases: [{ versionCodes: ['1'], status: 'completed' }] },
        },
        at(),
      ),
    );
    expect(error).toMatchObject({ status: 400, reason: 'editExpired' });
    expect((await googleError(client.edits.commit({ packageName: PACKAGE, editId }, at()))).status).toBe(404);
    expect(sandbox.state.apps.get(PACKAGE)!.bundles).toEqual({});
  });

  it("applies Play's image and listing rules", async () => {
    const client = play();
    const editId = await newEdit(client);
    const upload = (imageType: string, png: Buffer) =>
      googleError(
        client.edits.images.upload(
          { packageName: PACKAGE, editId, language: 'en-US', imageType, media: media(png, 'image/png') },
          at(),
        ),
      );
    expect((await upload('featureGraphic', solidPng(1024, 500, true))).message).toBe(
      'featureGraphic: the feature graphic may not have transparency (alpha).',
    );
    expect((await upload('icon', solidPng(500, 500, true))).message).toMatch(/must be a 32-bit PNG of 512x512 px/);
    expect((await upload('phoneScreenshots', solidPng(300, 700))).message).toMatch(
      /each side must be between 320 and 3840 px/,
    );
    expect((await upload('phoneScreenshots', solidPng(400, 1000))).message).toMatch(/at most twice the shorter/);
    const listing = await googleError(
      client.edits.listings.update(
        { packageName: PACKAGE, editId, language: 'en-US', requestBody: { title: 'x'.repeat(31) } },
        at(),
      ),
    );
    expect(listing).toMatchObject({ status: 400, message: 'listing.title may have at most 30 characters.' });
    const production = await googleError(
      client.edits.tracks.update(
        {
          packageName: PACKAGE,
          editId,
          track: 'production',
          requestBody: { releases: [{ versionCodes: [], status: 'completed' }] },
        },
        at(),
      ),
    );
    expect(production.message).toBe('Only releases with status draft may be created on draft app.');
  });
});
