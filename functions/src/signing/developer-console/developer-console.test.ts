import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADI_REGISTRATION_ASSET } from '../../contracts/developer-verification.js';
import { rotatedTestKey, testKey } from '../../engine/__tests__/support/test-key.js';
import { readZip } from '../../engine/core/zip/zip-reader.js';
import { buildOwnershipProofApk, certificateFingerprint, verifyApk } from '../../engine/index.js';
import { DeveloperConsoleError } from './developer-console.js';
import { restDeveloperConsole } from './rest-developer-console.js';

/**
 * A local stand-in of Android Developer Console's REST surface: it issues a token per registered key and, on
 * :verifyOwnership, checks what the real service checks: the APK verifies, its package and signer are the key's, and
 * its asset holds exactly the token and a newline.
 */
function standIn(): { server: Server; keys: Map<string, { packageName: string; sha256: string; token: string }> } {
  const keys = new Map<string, { packageName: string; sha256: string; token: string }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== 'Bearer test-access-token')
        return answer(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const create = /^\/v1\/developerAccounts\/([^/]+)\/androidPackages\/([^/]+)\/keys$/.exec(path);
      if (create) {
        const name = `developerAccounts/${create[1]}/androidPackages/${create[2]}/keys/${keys.size + 1}`;
        const token = randomBytes(12).toString('base64url');
        keys.set(name, { packageName: create[2]!, sha256: body.certificateSha256Fingerprint!, token });
        return answer(200, { name, state: 'UNVERIFIED', verificationToken: token });
      }
      const verify = /^\/v1\/(.+):verifyOwnership$/.exec(path);
      const key = verify ? keys.get(verify[1]!) : undefined;
      if (!key) return answer(404, { error: { code: 404, message: 'Requested entity was not found.' } });
      const apk = new Uint8Array(Buffer.from(body.apk ?? '', 'base64'));
      const verdict = verifyApk(apk);
      const asset = new TextDecoder().decode(readZip(apk).get(ADI_REGISTRATION_ASSET) ?? new Uint8Array());
      if (!verdict.ok || verdict.certificateSha256 !== key.sha256)
        return answer(200, { state: 'REJECTED', reason: 'The APK is not signed by the registered key.' });
      if (asset !== `${key.token}\n`) return answer(200, { state: 'REJECTED', reason: 'The token does not match.' });
      return answer(200, { state: 'VERIFIED' });
    });
  });
  return { server, keys };
}

let stand: ReturnType<typeof standIn>;
let baseUrl: string;
beforeAll(async () => {
  stand = standIn();
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stand.server.close(() => resolve())));

const app = { url: 'https://shop.example.in/', appName: 'Shop', packageName: 'in.example.shop' };

describe('the Android Developer Console client against a local stand-in', () => {
  it('registers a package key, then proves ownership with the proof APK the kit builds', async () => {
    const console = restDeveloperConsole({ baseUrl, accessToken: async () => 'test-access-token' });
    const sha256 = certificateFingerprint(testKey().certificate);
    const key = await console.registerPackageKey({
      developerAccount: '123',
      packageName: app.packageName,
      certificateSha256: sha256,
    });
    expect(key).toMatchObject({
      name: 'developerAccounts/123/androidPackages/in.example.shop/keys/1',
      state: 'UNVERIFIED',
    });
    const proof = await buildOwnershipProofApk(app, testKey(), key.verificationToken);
    expect(await console.verifyOwnership({ keyName: key.name, proofApk: proof.bytes })).toEqual({ state: 'VERIFIED' });
    const wrongKey = await buildOwnershipProofApk(app, rotatedTestKey(), key.verificationToken);
    expect(await console.verifyOwnership({ keyName: key.name, proofApk: wrongKey.bytes })).toMatchObject({
      state: 'REJECTED',
    });
  });

  it("surfaces the service's errors with their status", async () => {
    const denied = restDeveloperConsole({ baseUrl, accessToken: async () => 'expired' });
    await expect(
      denied.registerPackageKey({ developerAccount: '1', packageName: 'a.b', certificateSha256: 'AA' }),
    ).rejects.toEqual(new DeveloperConsoleError(401, 'Request had invalid authentication credentials.'));
    const console = restDeveloperConsole({ baseUrl, accessToken: async () => 'test-access-token' });
    await expect(
      console.verifyOwnership({
        keyName: 'developerAccounts/1/androidPackages/a.b/keys/99',
        proofApk: new Uint8Array(),
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(console.verifyOwnership({ keyName: '../../etc', proofApk: new Uint8Array() })).rejects.toMatchObject({
      status: 400,
    });
  });
});
