import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { ManualClock, NOW } from '../../__tests__/fixtures.js';
import { localBrandGuard } from '../../abuse/local-brand-guard.js';
import { notificationId } from '../../contracts/notifications.js';
import type { NotificationDeps } from '../send-app-notification.js';

export const SHOP = 'in.co.example.shop';
export const SHOP_KEY = 'in,co,example,shop';
const SITE = 'https://www.example.co.in/start';

/** asha has built SHOP from SITE (a claim and a build record); ravi has built his own app. */
export function notificationSetup(): NotificationDeps & { db: MemoryDb; clock: ManualClock } {
  const db = new MemoryDb();
  db.write(`packageClaims/${SHOP_KEY}`, { uid: 'asha', claimedAt: NOW - 1000 });
  db.write(`builds/asha/b1`, { url: 'http://old.example.org/', packageName: SHOP, createdAt: NOW - 900 });
  db.write(`builds/asha/b2`, { url: SITE, packageName: SHOP, createdAt: NOW - 500 });
  db.write(`builds/asha/b3`, { url: 'https://other.example.com/', packageName: 'com.example_.other', createdAt: NOW });
  db.write('packageClaims/in,ravi,app', { uid: 'ravi', claimedAt: NOW - 1000 });
  db.write('builds/ravi/b1', { url: 'https://ravi.in/', packageName: 'in.ravi.app', createdAt: NOW - 100 });
  let counter = 0;
  return {
    db,
    clock: new ManualClock(),
    reputation: localBrandGuard(),
    newNotificationId: (atMs) => notificationId(atMs, (counter++).toString(36).padStart(4, '0')),
  };
}

export const notification = (fields: Record<string, unknown> = {}) => ({
  packageName: SHOP,
  title: 'Diwali sale starts today',
  text: 'Everything 20% off until Sunday.',
  link: 'https://www.example.co.in/sale',
  ...fields,
});
