import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf } from '../__tests__/fixtures.js';
import { createBuild } from '../builds/create-build.js';
import { downloadBuild } from './download-build.js';

async function built() {
  const deps = buildDeps();
  const response = await createBuild(
    deps,
    caller('asha'),
    Buffer.from(
      JSON.stringify({ url: 'https://shop.example.com', 'app-name': 'My Shop!', userId: 'asha', 'confirm-site': true }),
    ),
  );
  const token = decodeURIComponent(response.downloadUrl.split('token=')[1]!);
  return { deps, response, token };
}

describe('downloadBuild', () => {
  it('streams the stored APK with the product file name', async () => {
    const { deps, response, token } = await built();
    const result = await downloadBuild(deps, response.buildId, token);
    expect(result.status).toBe(200);
    expect(result.headers).toMatchObject({
      'Content-Type': 'application/vnd.android.package-archive',
      'Content-Disposition': 'attachment; filename="My_Shop.apk"',
      'Content-Length': String(response.size),
    });
    if (!('stream' in result)) throw new Error('expected a stream');
    const stored = deps.files.objects.get(`users/asha/builds/${response.buildId}.apk`)!;
    expect(await text(result.stream)).toBe(stored.bytes.toString());
  });

  it('needs a token (401) that is valid for this build and not expired (403)', async () => {
    const { deps, response, token } = await built();
    expect(await codeOf(downloadBuild(deps, response.buildId, null))).toBe('unauthenticated');
    expect(await codeOf(downloadBuild(deps, response.buildId, 'forged.token'))).toBe('permission-denied');
    expect(await codeOf(downloadBuild(deps, 'bother0000000000000000', token))).toBe('permission-denied');
    for (const traversal of ['../../signingKeys/asha', 'b1/../../x', '', 'B1']) {
      expect(await codeOf(downloadBuild(deps, traversal, token))).toBe('not-found');
    }
    deps.clock.advance(901_000);
    expect(await codeOf(downloadBuild(deps, response.buildId, token))).toBe('permission-denied');
  });

  it('answers not-found once the build or its file is gone', async () => {
    const { deps, response, token } = await built();
    await deps.files.deletePrefix('users/asha/');
    expect(await codeOf(downloadBuild(deps, response.buildId, token))).toBe('not-found');
    deps.db.write(`builds/asha/${response.buildId}`, null);
    expect(await codeOf(downloadBuild(deps, response.buildId, token))).toBe('not-found');
  });

  it('is single-use: the first GET consumes the link, which works again only within the 2-minute grace', async () => {
    const { deps, response, token } = await built();
    // HEAD (a browser or download manager probing the size) consumes nothing, however long before.
    expect((await downloadBuild(deps, response.buildId, token, 'HEAD')).status).toBe(200);
    deps.clock.advance(300_000);
    expect((await downloadBuild(deps, response.buildId, token, 'GET')).status).toBe(200);
    // Android's DownloadManager requests the URL again and resumes with Range requests.
    deps.clock.advance(119_000);
    expect((await downloadBuild(deps, response.buildId, token, 'GET')).status).toBe(200);
    deps.clock.advance(2_000);
    const refused = downloadBuild(deps, response.buildId, token, 'GET');
    await expect(refused).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'This download link has already been used. Please generate the APK again.',
    });
    // A fresh link (createDownloadLink mints one per click) works.
    const fresh = deps.tokens.sign({
      uid: 'asha',
      target: { kind: 'build', buildId: response.buildId },
      expiresAt: Math.floor(deps.clock.now() / 1000) + 900,
    });
    expect((await downloadBuild(deps, response.buildId, fresh, 'GET')).status).toBe(200);
  });

  it('a used link stays used whatever its spelling: padded or bit-flipped variants are refused outright', async () => {
    const { deps, response, token } = await built();
    expect((await downloadBuild(deps, response.buildId, token, 'GET')).status).toBe(200);
    deps.clock.advance(121_000);
    for (const variant of [`${token}=`, `${token}==`, token.replace('.', '=.')]) {
      await expect(downloadBuild(deps, response.buildId, variant, 'GET')).rejects.toMatchObject({
        code: 'permission-denied',
        message: 'This download link is invalid. Please generate the APK again.',
      });
    }
    await expect(downloadBuild(deps, response.buildId, token, 'GET')).rejects.toThrow(/already been used/);
  });

  it('consumes nothing when the download fails: a link to a missing file stays unused', async () => {
    const { deps, response, token } = await built();
    const file = deps.files.objects.get(`users/asha/builds/${response.buildId}.apk`)!;
    deps.files.objects.delete(`users/asha/builds/${response.buildId}.apk`);
    expect(await codeOf(downloadBuild(deps, response.buildId, token, 'GET'))).toBe('not-found');
    deps.files.objects.set(`users/asha/builds/${response.buildId}.apk`, file);
    deps.clock.advance(600_000);
    expect((await downloadBuild(deps, response.buildId, token, 'GET')).status).toBe(200);
  });
});
