import type { SiteReputation } from '../abuse/site-reputation.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import type { SealingKeyring } from '../signing/seal.js';
import type { CustomerEventDeps } from '../requests/record-customer-event.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';

/** What fulfilment needs: the same database, files, engine and signing keys as free builds. */
export interface FulfilmentDeps {
  db: Db;
  files: FileStore;
  engine: ApkEngine;
  clock: Clock;
  /** SIGNING_KEYS_SECRET (and, during a rotation, the previous one) as sealing keys, as free builds use them. */
  keyring: SealingKeyring;
  /** The brand check free builds pass too (abuse/site-reputation.ts): a refusal is left for support. */
  reputation: SiteReputation;
  /** A fresh unguessable id per fulfilment run: the claim it holds deliverables under. */
  newClaimId(): string;
  /** Where the customer is told (timeline entry + email): recordCustomerEvent's dependencies. */
  events: CustomerEventDeps;
  /** The web origin of the apps' notification feeds (APP_URL), written into every app like a free build's. */
  notificationsOrigin: string;
}

/** Why fulfilment runs: the payment itself, a redelivered payment (webhook retry), or the retry sweep. */
export type FulfilmentTrigger = 'payment' | 'redelivery' | 'sweep';
