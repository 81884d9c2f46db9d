import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf } from '../__tests__/fixtures.js';
import { createDownloadLink } from './create-download-link.js';
import { downloadDeliverable } from './download-deliverable.js';

async function setup() {
  const deps = buildDeps();
  const common = { label: 'x', source: 'fulfilment', status: 'ready', createdAt: 1, updatedAt: 1 };
  const files = {
    aab: { kind: 'aab', fileName: 'My_Shop.aab', contentType: 'application/octet-stream', bytes: 'PK-bundle' },
    apk: {
      kind: 'apk',
      fileName: 'My_Shop.apk',
      contentType: 'application/vnd.android.package-archive',
      bytes: 'PK-apk',
    },
    notes: { kind: 'file', fileName: 'Play notes (final).pdf', contentType: 'application/pdf', bytes: '%PDF' },
  };
  for (const [id, file] of Object.entries(files)) {
    const storagePath = `users/asha/requests/req1/${id}/${file.fileName}`;
    await deps.files.save(storagePath, Buffer.from(file.bytes), file.contentType);
    const { bytes: _bytes, ...record } = file;
    deps.db.write(`deliverables/asha/req1/${id}`, { ...common, ...record, id, storagePath });
  }
  const tokenFor = async (deliverableId: string, uid = 'asha') => {
    const link = await createDownloadLink(deps, caller(uid), { requestId: 'req1', deliverableId });
    return decodeURIComponent(link.url.split('token=')[1]!);
  };
  return { deps, tokenFor };
}

describe('downloadDeliverable', () => {
  it.each([
    ['aab', 'application/octet-stream', 'attachment; filename="My_Shop.aab"', 'PK-bundle'],
    ['apk', 'application/vnd.android.package-archive', 'attachment; filename="My_Shop.apk"', 'PK-apk'],
    [
      'notes',
      'application/pdf',
      `attachment; filename="Play_notes_final_.pdf"; filename*=UTF-8''Play%20notes%20%28final%29.pdf`,
      '%PDF',
    ],
  ])('streams the %s with its type and file name', async (id, type, disposition, body) => {
    const { deps, tokenFor } = await setup();
    const result = await downloadDeliverable(deps, 'req1', id, await tokenFor(id));
    expect(result.status).toBe(200);
    expect(result.headers).toMatchObject({
      'Content-Type': type,
      'Content-Disposition': disposition,
      'Content-Length': String(body.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    if (!('stream' in result)) throw new Error('expected a stream');
    expect(await text(result.stream)).toBe(body);
  });

  it('refuses a missing, forged, expired or other-file token', async () => {
    const { deps, tokenFor } = await setup();
    const token = await tokenFor('aab');
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'aab', null))).toBe('unauthenticated');
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'aab', `${token.split('.')[0]}.AAAA`))).toBe(
      'permission-denied',
    );
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'apk', token))).toBe('permission-denied');
    expect(await codeOf(downloadDeliverable(deps, 'req2', 'aab', token))).toBe('permission-denied');
    deps.clock.advance(900_000);
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'aab', token))).toBe('permission-denied');
  });

  it("another user's token opens only that user's folder, never the owner's file", async () => {
    const { deps, tokenFor } = await setup();
    // ravi cannot get a link to asha's deliverable (not found for him)...
    expect(await codeOf(tokenFor('aab', 'ravi'))).toBe('not-found');
    // ...and a token he holds for his own request of the same id resolves to his records, not asha's.
    deps.db.write('deliverables/ravi/req1/aab', { ...(deps.db.read('deliverables/asha/req1/aab') as object) });
    const ravis = await tokenFor('aab', 'ravi');
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'aab', ravis))).toBe('not-found');
  });

  it('answers not-found for odd ids, unready records and vanished files', async () => {
    const { deps, tokenFor } = await setup();
    const token = await tokenFor('aab');
    for (const [requestId, id] of [
      ['..', 'aab'],
      ['req1', 'a/b'],
      ['req1', ''],
    ]) {
      expect(await codeOf(downloadDeliverable(deps, requestId!, id!, token))).toBe('not-found');
    }
    await deps.files.deletePrefix('users/asha/requests/req1/aab/');
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'aab', token))).toBe('not-found');
    deps.db.write('deliverables/asha/req1/aab/status', 'building');
    expect(await codeOf(downloadDeliverable(deps, 'req1', 'aab', token))).toBe('not-found');
  });

  it('is single-use after a 2-minute grace, with the request-side advice', async () => {
    const { deps, tokenFor } = await setup();
    const token = await tokenFor('aab');
    expect((await downloadDeliverable(deps, 'req1', 'aab', token, 'GET')).status).toBe(200);
    deps.clock.advance(120_000);
    expect((await downloadDeliverable(deps, 'req1', 'aab', token, 'GET')).status).toBe(200);
    deps.clock.advance(1_000);
    expect((await downloadDeliverable(deps, 'req1', 'aab', token, 'HEAD')).status).toBe(200);
    await expect(downloadDeliverable(deps, 'req1', 'aab', token, 'GET')).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'This download link has already been used. Please open the request and press Download again.',
    });
    expect((await downloadDeliverable(deps, 'req1', 'aab', await tokenFor('aab'), 'GET')).status).toBe(200);
  });
});
