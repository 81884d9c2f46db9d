import {
  buildRateLimitPath,
  orderRateLimitPath,
  ORDERS_PATH,
  OUTBOX_PATH,
  orderPath,
  outboxPath,
  PAYMENTS_PATH,
  paymentPath,
  quotaPath,
  userBuildsPath,
  userPackagesPath,
  userPath,
  userRequestsPath,
  userSigningKeysPath,
  userStoragePrefix,
  userTimelinePath,
} from '../contracts/database-paths.js';
import type { OutboxMessage } from '../contracts/outbox.js';
import type { AuthPort } from '../platform/auth.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import * as logs from '../logs.js';
import type { OrderRecord, PaymentRecord } from '../payments/records.js';

export interface DeleteUserDataDeps {
  db: Db;
  files: FileStore;
  auth: AuthPort;
  clock: Clock;
}

export interface DeletionSummary {
  files: number;
  ordersAnonymised: number;
  paymentsAnonymised: number;
}

/** Everything the product keeps per user, by path (docs/data-model.md "Account deletion"). */
export function userOwnedPaths(uid: string): string[] {
  return [
    userPath(uid),
    userRequestsPath(uid),
    userBuildsPath(uid),
    userSigningKeysPath(uid),
    userPackagesPath(uid),
    buildRateLimitPath(uid),
    userTimelinePath(uid),
    orderRateLimitPath(uid),
    quotaPath(uid),
  ];
}

/**
 * THE account-deletion cascade, called by deleteAccount and by the Auth onDelete trigger. Idempotent: every step
 * accepts that its data is already gone, so a retry or the second caller (onDelete after deleteAccount) is a no-op.
 * The auth user goes last, so if a step fails the user can still sign in and retry.
 * Orders and payments are financial records that must be retained; they lose their link to the person (uid).
 */
export async function deleteUserData(
  deps: DeleteUserDataDeps,
  uid: string,
  trigger: 'deleteAccount' | 'authOnDelete',
): Promise<DeletionSummary> {
  await deps.db.update(Object.fromEntries(userOwnedPaths(uid).map((path) => [path, null])));
  const files = await deps.files.deletePrefix(userStoragePrefix(uid));
  // Emails about the account (its address, its apps) go with it, sent or not.
  const mail = await deps.db.findByChild<OutboxMessage>(OUTBOX_PATH, 'uid', uid);
  if (Object.keys(mail).length > 0)
    await deps.db.update(Object.fromEntries(Object.keys(mail).map((id) => [outboxPath(id), null])));

  const now = deps.clock.now();
  const orders = await deps.db.findByChild<OrderRecord>(ORDERS_PATH, 'uid', uid);
  const payments = await deps.db.findByChild<PaymentRecord>(PAYMENTS_PATH, 'uid', uid);
  const anonymise: Record<string, unknown> = {};
  for (const orderId of Object.keys(orders)) {
    anonymise[`${orderPath(orderId)}/uid`] = null;
    anonymise[`${orderPath(orderId)}/userDeletedAt`] = now;
  }
  for (const paymentId of Object.keys(payments)) {
    anonymise[`${paymentPath(paymentId)}/uid`] = null;
    anonymise[`${paymentPath(paymentId)}/userDeletedAt`] = now;
  }
  if (Object.keys(anonymise).length > 0) await deps.db.update(anonymise);

  await deps.auth.deleteUser(uid);
  const summary = {
    files,
    ordersAnonymised: Object.keys(orders).length,
    paymentsAnonymised: Object.keys(payments).length,
  };
  logs.userDataDeleted(uid, trigger, summary.files, summary.ordersAnonymised);
  return summary;
}
