import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf } from '../__tests__/fixtures.js';
import { createBuild } from '../builds/create-build.js';
import { BUILD_EXPIRED_MESSAGE } from '../contracts/lifecycle.js';
import { createDownloadLink } from './create-download-link.js';

async function setup() {
  const deps = buildDeps();
  const body = { url: 'https://shop.example.com', 'app-name': 'Shop', userId: 'asha', 'confirm-site': true };
  const build = await createBuild(deps, caller('asha'), Buffer.from(JSON.stringify(body)));
  const deliverable = { kind: 'aab', label: 'AAB', source: 'fulfilment', createdAt: 1, updatedAt: 1 };
  deps.db.write('deliverables/asha/req1/aab', {
    ...deliverable,
    id: 'aab',
    status: 'ready',
    storagePath: 'users/asha/x',
  });
  deps.db.write('deliverables/asha/req1/apk', { ...deliverable, id: 'apk', kind: 'apk', status: 'building' });
  deps.db.write('deliverables/asha/req1/site', {
    ...deliverable,
    id: 'site',
    kind: 'link',
    status: 'ready',
    url: 'https://x.test',
  });
  return { deps, build };
}

describe('createDownloadLink', () => {
  it('signs a link to one of the caller builds, valid for the configured lifetime', async () => {
    const { deps, build } = await setup();
    const link = await createDownloadLink(deps, caller('asha'), { buildId: build.buildId });
    expect(link.url).toMatch(new RegExp(`^/api/builds/${build.buildId}/download\\?token=[A-Za-z0-9_.%-]+$`));
    expect(link.expiresAt).toBe(Math.floor(deps.clock.now() / 1000) * 1000 + 900_000);
  });

  it('signs a link to a ready deliverable of the caller request', async () => {
    const { deps } = await setup();
    const link = await createDownloadLink(deps, caller('asha'), { requestId: 'req1', deliverableId: 'aab' });
    expect(link.url).toMatch(/^\/api\/requests\/req1\/deliverables\/aab\/download\?token=[A-Za-z0-9_.%-]+$/);
    const token = decodeURIComponent(link.url.split('token=')[1]!);
    expect(
      deps.tokens.verify(token, { kind: 'deliverable', requestId: 'req1', deliverableId: 'aab' }, deps.clock.now()),
    ).toMatchObject({ uid: 'asha' });
  });

  it('answers not-found, in the product words, for a build whose file the retention sweep removed', async () => {
    const { deps, build } = await setup();
    deps.db.write(`builds/asha/${build.buildId}/expiredAt`, deps.clock.now());
    const refused = createDownloadLink(deps, caller('asha'), { buildId: build.buildId });
    await expect(refused).rejects.toMatchObject({ code: 'not-found', message: BUILD_EXPIRED_MESSAGE });
  });

  it('finds nothing of another user, and says why a deliverable has no file yet', async () => {
    const { deps, build } = await setup();
    const ravi = caller('ravi');
    expect(await codeOf(createDownloadLink(deps, ravi, { buildId: build.buildId }))).toBe('not-found');
    expect(await codeOf(createDownloadLink(deps, ravi, { requestId: 'req1', deliverableId: 'aab' }))).toBe('not-found');
    const asha = caller('asha');
    expect(await codeOf(createDownloadLink(deps, asha, { requestId: 'req1', deliverableId: 'apk' }))).toBe(
      'failed-precondition',
    );
    expect(await codeOf(createDownloadLink(deps, asha, { requestId: 'req1', deliverableId: 'site' }))).toBe(
      'failed-precondition',
    );
  });

  it("opens a file support shared 'after payment' only once the request is paid", async () => {
    const { deps } = await setup();
    deps.db.write('requests/asha/req1', { id: 'req1', paymentStatus: 'unpaid' });
    deps.db.write('deliverables/asha/req1/mock', {
      id: 'mock',
      kind: 'file',
      status: 'ready',
      label: 'Design mockup',
      source: 'support',
      storagePath: 'users/asha/requests/req1/mock/m.pdf',
      availableAfterPayment: true,
      createdAt: 1,
      updatedAt: 1,
    });
    const ask = () => createDownloadLink(deps, caller('asha'), { requestId: 'req1', deliverableId: 'mock' });
    await expect(ask()).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This file is available after payment. Pay for the request to download it.',
    });
    deps.db.write('requests/asha/req1/paymentStatus', 'paid');
    expect((await ask()).url).toMatch(/^\/api\/requests\/req1\/deliverables\/mock\/download\?token=/);
  });

  it("signs a link to a file the caller attached to a message, and to nobody else's", async () => {
    const { deps } = await setup();
    deps.db.write('attachments/asha/req1/att12345', { id: 'att12345', fileName: 'logo.png' });
    const link = await createDownloadLink(deps, caller('asha'), { requestId: 'req1', attachmentId: 'att12345' });
    expect(link.url).toMatch(/^\/api\/requests\/req1\/attachments\/att12345\/download\?token=/);
    expect(
      await codeOf(createDownloadLink(deps, caller('ravi'), { requestId: 'req1', attachmentId: 'att12345' })),
    ).toBe('not-found');
  });

  it('refuses unverified callers and any other shape of input', async () => {
    const { deps, build } = await setup();
    expect(
      await codeOf(createDownloadLink(deps, caller('asha', { emailVerified: false }), { buildId: build.buildId })),
    ).toBe('permission-denied');
    for (const input of [
      null,
      [],
      'b1',
      {},
      { buildId: '../x' },
      { buildId: build.buildId, requestId: 'req1' },
      { requestId: 'req1' },
      { requestId: 'req1', deliverableId: 'a/b' },
      { requestId: 'req1', deliverableId: 'aab', extra: 1 },
      { requestId: 'req1', attachmentId: '../x' },
      { requestId: 'req1', attachmentId: 'a', deliverableId: 'b' },
    ]) {
      expect(await codeOf(createDownloadLink(deps, caller('asha'), input)), JSON.stringify(input)).toBe(
        'invalid-argument',
      );
    }
  });
});
