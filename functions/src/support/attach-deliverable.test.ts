import { describe, expect, it } from 'vitest';
import { NOW } from '../__tests__/fixtures.js';
import { opsAttachDeliverable } from './attach-deliverable.js';
import { opsBeginUpload } from './begin-upload.js';
import { opsSetup, outcome, sam } from './__tests__/ops-setup.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20)]);
const target = { uid: 'asha', requestId: 'r-paid' };

describe('opsAttachDeliverable: links', () => {
  it('records an https link as a ready support deliverable and tells the customer', async () => {
    const { db, mailer, deps } = opsSetup();
    const result = await opsAttachDeliverable(deps, sam, {
      ...target,
      kind: 'link',
      label: 'Your Play listing',
      url: 'https://play.google.com/store/apps/details?id=com.example',
    });
    expect(result).toEqual({ deliverableId: 'e1' });
    expect(db.read('deliverables/asha/r-paid/e1')).toEqual({
      id: 'e1',
      kind: 'link',
      status: 'ready',
      label: 'Your Play listing',
      source: 'support',
      url: 'https://play.google.com/store/apps/details?id=com.example',
      createdAt: NOW,
      updatedAt: NOW,
      addedBy: 'sam',
    });
    expect(db.read('timeline/asha/r-paid/deliverable-e1')).toMatchObject({ kind: 'deliverable', deliverableId: 'e1' });
    expect(db.read('audit/e1')).toMatchObject({ action: 'opsAttachDeliverable', after: { deliverableId: 'e1' } });
    expect(db.read('audit/e1/before')).toBeNull();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Example: a new file is ready']);
  });

  it('refuses anything but https, and a missing label', async () => {
    const { db, deps } = opsSetup();
    const attach = (fields: Record<string, unknown>) =>
      outcome(opsAttachDeliverable(deps, sam, { ...target, kind: 'link', label: 'L', ...fields }));
    expect(await attach({ url: 'http://play.google.com' })).toBe(
      'invalid-argument: A link must be an https:// address.',
    );
    expect(await attach({ url: 'javascript:alert(1)' })).toBe('invalid-argument: A link must be an https:// address.');
    expect(await attach({ url: 'https://user:pw@example.com' })).toBe(
      'invalid-argument: A link must be an https:// address.',
    );
    expect(await attach({ url: 'not a url' })).toBe('invalid-argument: url must be a web address.');
    expect(await attach({ url: 'https://ok.example', label: ' ' })).toBe('invalid-argument: label is required.');
    expect(await attach({ url: 'https://ok.example', kind: 'zip' })).toBe(
      "invalid-argument: kind must be 'link' or 'file'.",
    );
    expect(db.read('deliverables')).toBeNull();
  });
});

describe('opsBeginUpload + opsAttachDeliverable: files', () => {
  it("opens an upload session at the file's place in the customer's folder, then publishes what arrived", async () => {
    const { db, files, mailer, deps } = opsSetup();
    const session = await opsBeginUpload(
      deps,
      sam,
      { ...target, fileName: 'Store_Guide.pdf', size: PDF.length },
      'http://localhost:5000',
    );
    expect(session).toEqual({ uploadId: 'e1', uploadUrl: expect.stringContaining('storage.test') as string });
    const path = 'users/asha/requests/r-paid/e1/Store_Guide.pdf';
    expect(files.uploadSessions.get(path)).toEqual({ contentType: 'application/pdf', origin: 'http://localhost:5000' });
    await files.save(path, PDF, 'application/pdf');

    const attach = { ...target, kind: 'file', uploadId: 'e1', fileName: 'Store_Guide.pdf', label: 'Store guide' };
    expect(await opsAttachDeliverable(deps, sam, attach)).toEqual({ deliverableId: 'e1' });
    expect(db.read('deliverables/asha/r-paid/e1')).toMatchObject({
      kind: 'file',
      status: 'ready',
      source: 'support',
      fileName: 'Store_Guide.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
      storagePath: path,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    // A retried call publishes nothing twice.
    expect(await opsAttachDeliverable(deps, sam, attach)).toEqual({ deliverableId: 'e1' });
    expect(mailer.sent).toHaveLength(1);
  });

  it("shares a file on an unpaid request 'after payment': the timeline and email never say it is ready", async () => {
    const { db, files, mailer, deps } = opsSetup();
    const custom = { uid: 'asha', requestId: 'r-custom' };
    const path = 'users/asha/requests/r-custom/m1/Mockup.pdf';
    await files.save(path, PDF, 'application/pdf');
    const attach = {
      ...custom,
      kind: 'file',
      uploadId: 'm1',
      fileName: 'Mockup.pdf',
      label: 'Design mockup (PDF)',
      availableAfterPayment: true,
    };
    expect(await opsAttachDeliverable(deps, sam, attach)).toEqual({ deliverableId: 'm1' });
    expect(db.read('deliverables/asha/r-custom/m1')).toMatchObject({ status: 'ready', availableAfterPayment: true });
    expect(db.read('timeline/asha/r-custom/deliverable-m1')).toMatchObject({
      kind: 'deliverable',
      text: 'Design mockup (PDF)',
      afterPayment: true,
    });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Example: a new file, available after payment']);
    expect(await outcome(opsAttachDeliverable(deps, sam, { ...attach, availableAfterPayment: 'yes' }))).toBe(
      'invalid-argument: availableAfterPayment must be true or false.',
    );
    // On a paid request the choice means nothing: the customer's files are theirs.
    await files.save('users/asha/requests/r-paid/m2/Guide.pdf', PDF, 'application/pdf');
    await opsAttachDeliverable(deps, sam, { ...attach, ...target, uploadId: 'm2', fileName: 'Guide.pdf' });
    expect(db.read('deliverables/asha/r-paid/m2/availableAfterPayment')).toBeNull();
  });

  it('refuses types and names it cannot deliver, and sizes over 50 MB', async () => {
    const { deps } = opsSetup();
    const begin = (fileName: string, size: unknown) =>
      outcome(opsBeginUpload(deps, sam, { ...target, fileName, size }, undefined));
    expect(await begin('virus.exe', 10)).toMatch(
      /^invalid-argument: Attach an apk, aab, zip, pdf, png, jpg, jpeg file/,
    );
    expect(await begin('../../x.pdf', 10)).toMatch(/^invalid-argument: Attach an/);
    expect(await begin('noextension', 10)).toMatch(/^invalid-argument: Attach an/);
    expect(await begin('big.zip', 50 * 1024 * 1024 + 1)).toBe(
      'invalid-argument: size must be a whole number from 1 to 52428800.',
    );
    expect(await begin('empty.zip', 0)).toMatch(/^invalid-argument: size/);
  });

  it('refuses a file that has not arrived, and deletes one that is not what its name says', async () => {
    const { db, files, deps } = opsSetup();
    const attach = { ...target, kind: 'file', uploadId: 'u1', fileName: 'app.apk', label: 'APK' };
    expect(await outcome(opsAttachDeliverable(deps, sam, attach))).toBe(
      'failed-precondition: The upload has not arrived. Upload the file again.',
    );
    await files.save('users/asha/requests/r-paid/u1/app.apk', PDF, 'application/vnd.android.package-archive');
    expect(await outcome(opsAttachDeliverable(deps, sam, attach))).toBe(
      'invalid-argument: The file is not a valid .apk file.',
    );
    expect(files.objects.size).toBe(0);
    expect(db.read('deliverables')).toBeNull();
  });
});
