import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf } from '../__tests__/fixtures.js';
import { createDownloadLink } from './create-download-link.js';
import { downloadAttachment } from './download-attachment.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function setup() {
  const deps = buildDeps();
  const storagePath = 'users/asha/requests/req1/attachments/att12345/logo.png';
  await deps.files.save(storagePath, PNG, 'image/png');
  deps.db.write('attachments/asha/req1/att12345', {
    id: 'att12345',
    requestId: 'req1',
    fileName: 'logo.png',
    size: PNG.length,
    contentType: 'image/png',
    sha256: 'a'.repeat(64),
    storagePath,
    messageId: 'm1',
    createdAt: 1,
  });
  const link = await createDownloadLink(deps, caller('asha'), { requestId: 'req1', attachmentId: 'att12345' });
  return { deps, token: decodeURIComponent(link.url.split('token=')[1]!), storagePath };
}

describe('downloadAttachment', () => {
  it("streams the customer's file as an attachment that cannot run as a page", async () => {
    const { deps, token } = await setup();
    const result = await downloadAttachment(deps, 'req1', 'att12345', token);
    expect(result.headers).toMatchObject({
      'Content-Type': 'image/png',
      'Content-Disposition': 'attachment; filename="logo.png"',
      'Content-Length': String(PNG.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
    });
    if (!('stream' in result)) throw new Error('expected a stream');
    expect(Buffer.from(await text(result.stream), 'latin1').length).toBeGreaterThan(0);
  });

  it('refuses a missing token, a token of another file, a record outside the owner folder, and a used link', async () => {
    const { deps, token } = await setup();
    expect(await codeOf(downloadAttachment(deps, 'req1', 'att12345', null))).toBe('unauthenticated');
    expect(await codeOf(downloadAttachment(deps, 'req1', 'other123', token))).toBe('permission-denied');
    expect(await codeOf(downloadAttachment(deps, 'req1', '../x', token))).toBe('not-found');
    deps.db.write('attachments/asha/req1/att12345/storagePath', 'users/ravi/secret.png');
    expect(await codeOf(downloadAttachment(deps, 'req1', 'att12345', token))).toBe('not-found');
    deps.db.write(
      'attachments/asha/req1/att12345/storagePath',
      'users/asha/requests/req1/attachments/att12345/logo.png',
    );
    expect((await downloadAttachment(deps, 'req1', 'att12345', token)).status).toBe(200);
    deps.clock.advance(121_000);
    await expect(downloadAttachment(deps, 'req1', 'att12345', token)).rejects.toThrow(/already been used/);
  });
});
