import { describe, expect, it } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '../contracts/conversation.js';
import { opsSetup, outcome } from '../support/__tests__/ops-setup.js';
import { beginMessageUpload } from './begin-message-upload.js';
import { replyToRequest, type ReplyDeps } from './reply-to-request.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50, 0x20)]);

function setup() {
  const base = opsSetup();
  base.db.write('requests/asha/r-paid/status', 'update_needed');
  let counter = 0;
  const deps: ReplyDeps = {
    events: base.deps.events,
    files: base.files,
    newId: () => `reply${++counter}`,
    supportInbox: 'support@apkforge.dev',
    appUrl: 'http://localhost:5000',
  };
  const uploads = { db: base.db, clock: base.clock, files: base.files, newId: () => `up${++counter}` };
  /** What the browser does: open a session, PUT the bytes there. */
  async function upload(requestId: string, fileName: string, bytes: Buffer) {
    const session = await beginMessageUpload(uploads, asha, { requestId, fileName, size: bytes.length }, undefined);
    const path = `users/asha/requests/${requestId}/attachments/${session.uploadId}/${fileName}`;
    await base.files.save(path, bytes, 'application/octet-stream');
    return { uploadId: session.uploadId, fileName };
  }
  return { ...base, deps, upload };
}

const asha = caller('asha');

describe('replyToRequest', () => {
  it('answers an "Update needed": the message joins the timeline, the request goes back to review, support is told', async () => {
    const { db, mailer, deps } = setup();
    expect(
      await replyToRequest(deps, asha, { requestId: 'r-paid', text: 'Here is the icon: https://x.example/i.png' }),
    ).toEqual({ status: 'in_review', entryId: 'reply1' });
    expect(db.read('requests/asha/r-paid')).toMatchObject({
      status: 'in_review',
      lastActivityAt: NOW,
      lastCustomerMessageAt: NOW,
    });
    expect(db.read('timeline/asha/r-paid/reply1')).toEqual({
      id: 'reply1',
      at: NOW,
      kind: 'reply',
      by: 'customer',
      text: 'Here is the icon: https://x.example/i.png',
      from: 'update_needed',
      to: 'in_review',
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'support@apkforge.dev', subject: 'Customer replied: Example' });
    expect(mailer.sent[0]?.text).toContain('http://localhost:5000/ops/requests/asha/r-paid');
    expect(mailer.sent[0]?.html).toContain('href="http://localhost:5000/ops/requests/asha/r-paid"');
  });

  it('takes a message at any status, the box staying after a reply, without moving the status', async () => {
    const { db, mailer, deps } = setup();
    await replyToRequest(deps, asha, { requestId: 'r-paid', text: 'First' });
    expect(await replyToRequest(deps, asha, { requestId: 'r-paid', text: 'And one more thing' })).toEqual({
      status: 'in_review',
      entryId: 'reply2',
    });
    expect(await replyToRequest(deps, asha, { requestId: 'r-basic', text: 'Can you use our green?' })).toEqual({
      status: 'Queued',
      entryId: 'reply3',
    });
    expect(db.read('timeline/asha/r-basic/reply3')).toEqual({
      id: 'reply3',
      at: NOW,
      kind: 'reply',
      by: 'customer',
      text: 'Can you use our green?',
    });
    db.write('requests/asha/r-paid/status', 'completed');
    expect((await replyToRequest(deps, asha, { requestId: 'r-paid', text: 'Thanks!' })).status).toBe('completed');
    expect(mailer.sent).toHaveLength(4);
  });

  it('attaches checked files, recorded in the owner folder and named in the support email', async () => {
    const { db, mailer, deps, upload } = setup();
    const logo = await upload('r-basic', 'logo.png', PNG);
    const brief = await upload('r-basic', 'brief.pdf', PDF);
    const sent = await replyToRequest(deps, asha, { requestId: 'r-basic', text: '', attachments: [logo, brief] });
    const entry = db.read(`timeline/asha/r-basic/${sent.entryId}`) as Record<string, unknown>;
    expect(entry).toMatchObject({ id: sent.entryId, at: NOW, kind: 'reply', by: 'customer' });
    expect(entry.text).toBeUndefined();
    // The database hands a list back as an object with index keys (the web reads either).
    expect(Object.values(entry.attachments as object)).toEqual([
      { id: logo.uploadId, fileName: 'logo.png', size: PNG.length, contentType: 'image/png' },
      { id: brief.uploadId, fileName: 'brief.pdf', size: PDF.length, contentType: 'application/pdf' },
    ]);
    expect(db.read(`attachments/asha/r-basic/${logo.uploadId}`)).toMatchObject({
      fileName: 'logo.png',
      storagePath: `users/asha/requests/r-basic/attachments/${logo.uploadId}/logo.png`,
      messageId: sent.entryId,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(mailer.sent[0]?.text).toContain('- logo.png (208 B)');
  });

  it('refuses a file that is not what its name says, deleting it, and one that never arrived', async () => {
    const { db, files, deps, upload } = setup();
    const fake = await upload('r-basic', 'logo.png', PDF);
    expect(await outcome(replyToRequest(deps, asha, { requestId: 'r-basic', text: 'x', attachments: [fake] }))).toBe(
      'invalid-argument: logo.png is not a real .png file. Attach a PNG, JPEG, PDF or ZIP file.',
    );
    expect([...files.objects.keys()].filter((key) => key.includes(fake.uploadId))).toEqual([]);
    expect(
      await outcome(
        replyToRequest(deps, asha, {
          requestId: 'r-basic',
          text: 'x',
          attachments: [{ uploadId: 'never123', fileName: 'a.pdf' }],
        }),
      ),
    ).toBe('failed-precondition: a.pdf has not finished uploading. Attach it again.');
    expect(db.read('timeline/asha/r-basic')).toBeNull();
  });

  it('records one message and one email when the client retries with the same messageId', async () => {
    const { db, mailer, deps } = setup();
    const input = { requestId: 'r-basic', text: 'Retry me', messageId: 'client-abc123' };
    const first = await replyToRequest(deps, asha, input);
    const second = await replyToRequest(deps, asha, input);
    expect(first).toEqual(second);
    expect(first.entryId).toBe('message-r-basic-client-abc123');
    expect(Object.keys(db.read('timeline/asha/r-basic') as object)).toEqual([first.entryId]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('refuses an empty message, bad attachments, unverified accounts and bad message ids', async () => {
    const { db, deps } = setup();
    const send = (fields: Record<string, unknown>) =>
      outcome(replyToRequest(deps, asha, { requestId: 'r-paid', ...fields }));
    expect(await send({ text: '  ' })).toBe('invalid-argument: Write a message or attach a file.');
    expect(await send({ text: 'x'.repeat(2001) })).toBe(
      'invalid-argument: Your message is longer than 2000 characters.',
    );
    expect(await send({ text: 'x', attachments: 'a' })).toBe('invalid-argument: attachments must be a list.');
    expect(await send({ text: 'x', attachments: [{ uploadId: 'u1', fileName: 'run.exe' }] })).toBe(
      'invalid-argument: Attach a PNG, JPEG, PDF or ZIP file.',
    );
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ uploadId: `up-${id}`, fileName: `${id}.png` }));
    expect(await send({ text: 'x', attachments: four })).toBe(
      'invalid-argument: Attach at most 3 files to one message.',
    );
    expect(await send({ text: 'x', messageId: 'no spaces allowed' })).toMatch(/^invalid-argument: messageId/);
    expect(
      await outcome(replyToRequest(deps, caller('asha', { emailVerified: false }), { requestId: 'r-paid', text: 'x' })),
    ).toMatch(/^permission-denied: Please verify your email/);
    expect(db.read('timeline')).toBeNull();
  });

  it("cannot write on another user's request (only the caller's own subtree is read)", async () => {
    const { db, deps } = setup();
    expect(await outcome(replyToRequest(deps, caller('ravi'), { requestId: 'r-paid', text: 'hijack' }))).toBe(
      'not-found: Request not found.',
    );
    expect(db.read('requests/asha/r-paid/status')).toBe('update_needed');
  });
});

describe('beginMessageUpload', () => {
  it("opens a session at the file's place in the caller's own folder, never another's", async () => {
    const { files, upload, db, clock } = setup();
    const session = await beginMessageUpload(
      { db, clock, files, newId: () => 'up1' },
      asha,
      { requestId: 'r-basic', fileName: 'logo.png', size: 10 },
      'http://localhost:5000',
    );
    expect(session.uploadId).toBe('up1');
    expect(files.uploadSessions.get('users/asha/requests/r-basic/attachments/up1/logo.png')).toEqual({
      contentType: 'image/png',
      origin: 'http://localhost:5000',
    });
    expect(
      await outcome(
        beginMessageUpload(
          { db, clock, files, newId: () => 'x' },
          caller('ravi'),
          { requestId: 'r-basic', fileName: 'a.png', size: 1 },
          undefined,
        ),
      ),
    ).toBe('not-found: Request not found.');
    await upload('r-basic', 'a.png', PNG);
  });

  it('checks the name, the type and the size before opening anything, and limits uploads per hour', async () => {
    const { db, clock, files } = setup();
    const deps = { db, clock, files, newId: () => 'u' };
    const begin = (fields: Record<string, unknown>) =>
      outcome(
        beginMessageUpload(deps, asha, { requestId: 'r-basic', fileName: 'a.png', size: 10, ...fields }, undefined),
      );
    expect(await begin({ fileName: 'a.svg' })).toBe('invalid-argument: Attach a PNG, JPEG, PDF or ZIP file.');
    expect(await begin({ fileName: '../a.png' })).toBe('invalid-argument: Attach a PNG, JPEG, PDF or ZIP file.');
    expect(await begin({ size: MESSAGE_ATTACHMENT_MAX_BYTES + 1 })).toBe(
      'invalid-argument: Each file can be at most 10 MB.',
    );
    expect(await begin({ size: 0 })).toBe('invalid-argument: Each file can be at most 10 MB.');
    expect(files.uploadSessions.size).toBe(0);
    for (let index = 0; index < 30; index += 1) expect(await begin({})).toBe('ok');
    expect(await begin({})).toMatch(/^resource-exhausted: You have attached many files in the last hour/);
  });
});
