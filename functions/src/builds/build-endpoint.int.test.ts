import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { systemTool } from '@apkforge/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../__tests__/png.js';
import { derivePackageName } from '../engine/index.js';
import { auth, bucket, localSecrets, newUser, read, STACK, type TestUser } from '../__tests__/stack.js';
import type { BuildResponse } from '../contracts/builds.js';
import { PACKAGE_MESSAGES } from '../contracts/packages.js';
import { packageKey } from '../contracts/package-key.js';
import { decodeMasterSecret, deriveKey } from '../platform/crypto/derive-keys.js';
import { downloadLinkKey } from '../delivery/download-link-key.js';

// The build endpoint end to end, through Hosting's /api/** rewrite, on the running local stack.
const API = `${STACK.hosting}/api`;
const apksigner = systemTool('apksigner');
const run = promisify(execFile);
let asha: TestUser;
let scratch: string;

function build(user: TestUser | null, body: Record<string, unknown>, token = user?.idToken): Promise<Response> {
  return fetch(`${API}/download-apk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ userId: user?.uid, 'confirm-site': true, ...body }),
  });
}

beforeAll(async () => {
  asha = await newUser('build-asha');
  scratch = await mkdtemp(join(tmpdir(), 'apkforge-int-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('POST /api/download-apk', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const without = await build(null, { url: 'https://example.com' });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
    expect((await build(asha, { url: 'https://example.com' }, 'not-a-token')).status).toBe(401);
  });

  it('answers 401 to a still-unexpired token of an account that was deleted', async () => {
    const gone = await newUser('build-deleted');
    await auth().deleteUser(gone.uid);
    const response = await build(gone, { url: 'https://example.com' });
    expect(response.status).toBe(401);
    expect(await read(`builds/${gone.uid}`)).toBeNull();
  });

  it('answers 403 for an unverified email/password account', async () => {
    const unverified = await newUser('build-unverified', { emailVerified: false });
    const response = await build(unverified, { url: 'https://example.com' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^Please verify your email/,
    );
  });

  it('answers 400 with a clear message for a bad body, and 403 for another user id', async () => {
    const noUrl = await build(asha, { 'app-name': 'x' });
    expect(noUrl.status).toBe(400);
    expect(await noUrl.json()).toEqual({ error: { code: 'invalid-argument', message: 'Please enter a valid URL.' } });
    const badIcon = await build(asha, { url: 'https://example.com', 'app-icon': 'data:image/gif;base64,R0lGODlh' });
    expect(((await badIcon.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid file format. Please upload a PNG or JPG image.',
    );
    expect((await build(asha, { url: 'https://example.com', userId: 'someone-else' })).status).toBe(403);
  });

  it('builds, records and serves a signed APK that a plain GET downloads', async () => {
    const icon = `data:image/png;base64,${solidPng(96, 96, [10, 122, 92, 255]).toString('base64')}`;
    const response = await build(asha, {
      url: 'https://shop.example.com/start',
      'app-name': 'Asha Shop',
      'owner-name': 'Asha',
      'contact-email': 'asha@example.com',
      'phone-number': '',
      'app-icon': icon,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as BuildResponse;
    expect(result).toMatchObject({ fileName: 'Asha_Shop.apk', versionCode: 1 });
    expect(result.downloadUrl.startsWith(`/api/builds/${result.buildId}/download?token=`)).toBe(true);

    const download = await fetch(new URL(result.downloadUrl, STACK.hosting));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Asha_Shop.apk"');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(result.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(result.sha256);

    expect(await read(`builds/${asha.uid}/${result.buildId}`)).toMatchObject({
      url: 'https://shop.example.com/start',
      appName: 'Asha Shop',
      packageName: result.packageName,
      versionCode: 1,
      sha256: result.sha256,
      size: result.size,
      certificateSha256: result.certificateSha256,
      fileName: 'Asha_Shop.apk',
      storagePath: `users/${asha.uid}/builds/${result.buildId}.apk`,
    });
    const [exists] = await bucket().file(`users/${asha.uid}/builds/${result.buildId}.apk`).exists();
    expect(exists).toBe(true);
    await writeFile(join(scratch, 'first.apk'), bytes);
  });

  it.skipIf(apksigner.skip)('the downloaded file passes apksigner verify', async () => {
    const path = join(scratch, 'first.apk');
    const { stdout } = await run(apksigner.path!, ['verify', '--verbose', '--print-certs', path]);
    expect(stdout).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');
  });

  it('rebuilds with the same certificate and a higher versionCode', async () => {
    const first = (await (
      await build(asha, { url: 'https://other.example.org', 'app-name': 'Other' })
    ).json()) as BuildResponse;
    const second = (await (
      await build(asha, { url: 'https://other.example.org', 'app-name': 'Other 2' })
    ).json()) as BuildResponse;
    expect(second.packageName).toBe(first.packageName);
    expect(second.certificateSha256).toBe(first.certificateSha256);
    expect(second.versionCode).toBe(first.versionCode + 1);
    const id = packageKey(first.packageName);
    const record = await read<Record<string, unknown>>(`signingKeys/${asha.uid}/${id}`);
    expect(record).toMatchObject({ packageName: first.packageName, certificateSha256: first.certificateSha256 });
    expect(String(record?.sealed).split('.')).toHaveLength(5);
    expect(await read(`packages/${asha.uid}/${id}`)).toMatchObject({
      packageName: first.packageName,
      certificateSha256: first.certificateSha256,
      lastVersionCode: second.versionCode,
    });
  });

  it('signs download links with DOWNLOAD_LINKS_SECRET, never with the signing-keys secret', async () => {
    const result = (await (await build(asha, { url: 'https://links.example.net' })).json()) as BuildResponse;
    const token = new URL(result.downloadUrl, STACK.hosting).searchParams.get('token') ?? '';
    const [payload = '', signature = ''] = token.split('.');
    const secrets = localSecrets();
    const macWith = (key: Buffer) => createHmac('sha256', key).update(payload).digest('base64url');
    expect(signature).toBe(macWith(downloadLinkKey(secrets.DOWNLOAD_LINKS_SECRET ?? '')));
    const fromSigningSecret = deriveKey(
      decodeMasterSecret(secrets.SIGNING_KEYS_SECRET ?? ''),
      'download-tokens/hmac-sha256/v1',
    );
    expect(signature).not.toBe(macWith(fromSigningSecret));
  });

  it('refuses a download link that was tampered with or points at another build', async () => {
    const result = (await (await build(asha, { url: 'https://example.net' })).json()) as BuildResponse;
    const token = new URL(result.downloadUrl, STACK.hosting).searchParams.get('token') ?? '';
    // Change one significant character of the signature (not the last one, whose low bits are padding).
    const at = token.indexOf('.') + 5;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect((await fetch(`${API}/builds/${result.buildId}/download?token=${encodeURIComponent(tampered)}`)).status).toBe(
      403,
    );
    expect((await fetch(`${API}/builds/b0000000000other/download?token=${encodeURIComponent(token)}`)).status).toBe(
      403,
    );
    expect((await fetch(`${API}/builds/${result.buildId}/download`)).status).toBe(401);
  });

  it('answers 429 with Retry-After once the free-build limit is reached', async () => {
    const ravi = await newUser('build-ravi');
    let built = 0;
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await build(ravi, { url: 'https://limit.example.com' });
      if (response.status === 429) limited = response;
      else {
        expect(response.status).toBe(200);
        built += 1;
      }
    }
    expect(limited).toBeDefined();
    expect(built).toBeGreaterThan(0);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('resource-exhausted');
    expect(body.error.message).toContain(`limit of ${built} free builds per hour`);
  });

  it('asks a new package for the site confirmation, then stores it with the build record', async () => {
    const meena = await newUser('build-meena');
    const refused = await build(meena, { url: 'https://confirm.example.com', 'confirm-site': false });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'failed-precondition', message: PACKAGE_MESSAGES.confirmationRequired },
    });
    const result = (await (await build(meena, { url: 'https://confirm.example.com' })).json()) as BuildResponse;
    const record = await read<{ siteConfirmedAt?: number }>(`builds/${meena.uid}/${result.buildId}`);
    expect(typeof record?.siteConfirmedAt).toBe('number');
    const again = await build(meena, { url: 'https://confirm.example.com', 'confirm-site': false });
    expect(again.status).toBe(200);
  });

  it('gives one of two accounts building the same site at once its default id, and the other its own', async () => {
    // A site no earlier run built: on a stack that stays up, an earlier run's claim would otherwise hold the id.
    const site = `https://race-${Date.now().toString(36)}.example.com`;
    const defaultId = derivePackageName(site);
    const [kiran, leela] = await Promise.all([newUser('build-kiran'), newUser('build-leela')]);
    const responses = await Promise.all([kiran, leela].map((user) => build(user, { url: site })));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const results = (await Promise.all(responses.map((response) => response.json()))) as BuildResponse[];
    const names = results.map((result) => result.packageName);
    expect(names).toContain(defaultId);
    expect(new Set(names).size).toBe(2);
    const second = results.find((result) => result.packageName !== defaultId)!;
    expect(second.packageNotice).toBe(PACKAGE_MESSAGES.defaultClaimed(defaultId, second.packageName));
    const owner = names[0] === defaultId ? kiran : leela;
    expect(await read(`packageClaims/${packageKey(defaultId)}`)).toMatchObject({ uid: owner.uid });

    const other = owner === kiran ? leela : kiran;
    const asked = await build(other, { url: site, 'package-name': defaultId });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      error: { code: 'already-exists', message: PACKAGE_MESSAGES.claimedByAnother(defaultId) },
    });
  });
});
