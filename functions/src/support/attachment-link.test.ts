import { describe, expect, it } from 'vitest';
import { caller } from '../__tests__/fixtures.js';
import { opsAttachmentLink, type AttachmentLinkDeps } from './attachment-link.js';
import { asha, opsSetup, outcome, sam } from './__tests__/ops-setup.js';

function setup() {
  const base = opsSetup();
  base.db.write('attachments/asha/r-basic/up1', { id: 'up1', fileName: 'logo.png' });
  const signed: unknown[] = [];
  const deps: AttachmentLinkDeps = {
    db: base.db,
    clock: base.clock,
    signLink: (uid, target, nowMs) => {
      signed.push({ uid, target, nowMs });
      return { url: '/api/requests/r-basic/attachments/up1/download?token=t', expiresAt: nowMs + 900_000 };
    },
  };
  return { ...base, deps, signed };
}

describe('opsAttachmentLink', () => {
  it("signs the owner's link to the customer's file for support", async () => {
    const { deps, signed, clock } = setup();
    const link = await opsAttachmentLink(deps, sam, { uid: 'asha', requestId: 'r-basic', attachmentId: 'up1' });
    expect(link.url).toBe('/api/requests/r-basic/attachments/up1/download?token=t');
    expect(signed).toEqual([
      { uid: 'asha', target: { kind: 'attachment', requestId: 'r-basic', attachmentId: 'up1' }, nowMs: clock.now() },
    ]);
  });

  it('is for support on the staff list only, and for attachments that exist', async () => {
    const { db, deps, signed } = setup();
    const input = { uid: 'asha', requestId: 'r-basic', attachmentId: 'up1' };
    expect(await outcome(opsAttachmentLink(deps, asha, input))).toMatch(/^permission-denied/);
    expect(
      await outcome(opsAttachmentLink(deps, caller('sam', { support: true, emailVerified: false }), input)),
    ).toMatch(/^permission-denied/);
    expect(await outcome(opsAttachmentLink(deps, sam, { ...input, attachmentId: 'nope' }))).toBe(
      'not-found: This attachment no longer exists.',
    );
    expect(await outcome(opsAttachmentLink(deps, sam, { ...input, attachmentId: '../x' }))).toBe(
      'invalid-argument: attachmentId is required.',
    );
    db.write('supportStaff/sam', null);
    expect(await outcome(opsAttachmentLink(deps, sam, input))).toMatch(/^permission-denied/);
    expect(signed).toEqual([]);
  });
});
