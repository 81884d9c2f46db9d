import { describe, expect, it } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { outcome } from '../support/__tests__/ops-setup.js';
import { notification, notificationSetup, SHOP, SHOP_KEY } from './__tests__/notification-setup.js';
import { opsRevokeNotification } from './revoke-notification.js';
import { sendAppNotification } from './send-app-notification.js';

const sam = caller('sam', { support: true });

async function setup() {
  const deps = notificationSetup();
  // Sam is on the server-side staff list (npm run ops -- grant writes it with the claim).
  deps.db.write('supportStaff/sam', { email: 'sam@apkforge.dev', grantedAt: NOW - 86_400_000 });
  const { notificationId } = await sendAppNotification(deps, caller('asha'), notification());
  let ids = 0;
  return { deps: { ...deps, newId: () => `audit${++ids}` }, notificationId };
}

describe('opsRevokeNotification', () => {
  it('takes the notification out of the feed, marks it in the history and audits', async () => {
    const { deps, notificationId } = await setup();
    const input = { packageName: SHOP, notificationId, reason: 'Phishing link reported' };
    expect(await opsRevokeNotification(deps, sam, input)).toEqual({ auditId: 'audit1', revokedAt: NOW });
    expect(deps.db.read(`notificationFeeds/${SHOP_KEY}/items`)).toBeNull();
    expect(deps.db.read(`notifications/asha/${SHOP_KEY}/${notificationId}/revokedAt`)).toBe(NOW);
    expect(deps.db.read('audit/audit1')).toMatchObject({
      action: 'opsRevokeNotification',
      actorUid: 'sam',
      target: { uid: 'asha', packageName: SHOP, notificationId },
      before: { inFeed: true },
      after: { inFeed: false, reason: 'Phishing link reported' },
    });
    // Again: the first time stands.
    deps.clock.advance(60_000);
    expect(await opsRevokeNotification(deps, sam, input)).toEqual({ auditId: 'audit2', revokedAt: NOW });
    expect(deps.db.read('audit/audit2')).toMatchObject({ before: { inFeed: false } });
  });

  it('is for support only, and names what it cannot find', async () => {
    const { deps, notificationId } = await setup();
    const input = { packageName: SHOP, notificationId, reason: 'x' };
    expect(await outcome(opsRevokeNotification(deps, caller('asha'), input))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    // A revoked session: its token still carries the claim, but the account is off the staff list.
    expect(await outcome(opsRevokeNotification(deps, caller('rita', { support: true }), input))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    expect(await outcome(opsRevokeNotification(deps, sam, { ...input, notificationId: 'n0000000000000' }))).toBe(
      `not-found: There is no notification n0000000000000 of ${SHOP}.`,
    );
    expect(await outcome(opsRevokeNotification(deps, sam, { ...input, reason: '' }))).toBe(
      'invalid-argument: reason is required.',
    );
    expect(await outcome(opsRevokeNotification(deps, sam, { ...input, packageName: 'x' }))).toBe(
      'invalid-argument: packageName must be an Android package name.',
    );
    expect(deps.db.read(`notificationFeeds/${SHOP_KEY}/items/${notificationId}`)).not.toBeNull();
  });
});
