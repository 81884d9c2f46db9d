import {
  INVOICES_PATH,
  invoicePath,
  ORDERS_PATH,
  orderPath,
  PAYMENTS_PATH,
  paymentPath,
  tombstonePath,
} from '../contracts/database-paths.js';
import type { InvoiceRecord } from '../contracts/invoices.js';
import type { AuthPort } from '../platform/auth.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import * as logs from '../logs.js';
import type { OrderRecord, PaymentRecord } from '../contracts/payment-records.js';
import type { TombstoneRecord } from './deletion-fence.js';
import { eraseUserData } from './erase-user-data.js';

export { userOwnedPaths } from './erase-user-data.js';

export interface DeleteUserDataDeps {
  db: Db;
  files: FileStore;
  auth: AuthPort;
  clock: Clock;
}

export type DeletionTrigger = 'deleteAccount' | 'authOnDelete' | 'sweep';

export interface DeletionSummary {
  files: number;
  claims: number;
  ordersAnonymised: number;
  paymentsAnonymised: number;
}

/**
 * THE account-deletion cascade, called by deleteAccount, by the Auth onDelete trigger and by the daily sweep of
 * tombstones (sweep-deleted-accounts.ts). Idempotent: every step
 * accepts that its data is already gone, so a retry or the second caller (onDelete after deleteAccount) is a no-op.
 * The auth user goes last, so if a step fails the user can still sign in and retry.
 * Orders and payments are financial records that must be retained; they lose their link to the person (uid).
 */
export async function deleteUserData(
  deps: DeleteUserDataDeps,
  uid: string,
  trigger: DeletionTrigger,
): Promise<DeletionSummary> {
  const now = deps.clock.now();
  // First, before anything is removed: builds check it after each of their writes (deletion-fence.ts). The first
  // deletion's time stays, so a retry or the sweep does not extend how long the tombstone is kept.
  await deps.db.transaction<TombstoneRecord>(tombstonePath(uid), (current) => current ?? { deletedAt: now, trigger });
  const { files, claims } = await eraseUserData(deps, uid);

  const orders = await deps.db.findByChild<OrderRecord>(ORDERS_PATH, 'uid', uid);
  const payments = await deps.db.findByChild<PaymentRecord>(PAYMENTS_PATH, 'uid', uid);
  const invoices = await deps.db.findByChild<InvoiceRecord>(INVOICES_PATH, 'uid', uid);
  const anonymise: Record<string, unknown> = {};
  for (const orderId of Object.keys(orders)) {
    anonymise[`${orderPath(orderId)}/uid`] = null;
    anonymise[`${orderPath(orderId)}/userDeletedAt`] = now;
  }
  for (const paymentId of Object.keys(payments)) {
    anonymise[`${paymentPath(paymentId)}/uid`] = null;
    anonymise[`${paymentPath(paymentId)}/userDeletedAt`] = now;
  }
  // Invoices are the seller's tax records and stay (GST law keeps books for years), without the person: the uid
  // and the email they were billed to go (a B2C invoice under ₹50,000 needs neither).
  for (const paymentId of Object.keys(invoices)) {
    anonymise[`${invoicePath(paymentId)}/uid`] = null;
    anonymise[`${invoicePath(paymentId)}/billedToEmail`] = null;
    anonymise[`${invoicePath(paymentId)}/userDeletedAt`] = now;
  }
  if (Object.keys(anonymise).length > 0) await deps.db.update(anonymise);

  await deps.auth.deleteUser(uid);
  const summary = {
    files,
    claims,
    ordersAnonymised: Object.keys(orders).length,
    paymentsAnonymised: Object.keys(payments).length,
  };
  logs.userDataDeleted(uid, trigger, summary.files, summary.ordersAnonymised);
  return summary;
}
