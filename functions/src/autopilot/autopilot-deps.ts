import type { SiteReputation } from '../abuse/site-reputation.js';
import type { LinkSigner } from '../delivery/download-link.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import type { CustomerEventDeps } from '../requests/record-customer-event.js';
import type { SealingKeyring } from '../signing/seal.js';

/** What an update campaign and a rebuild use: the build's own dependencies, and where owners are told. */
export interface AutopilotDeps extends LinkSigner {
  db: Db;
  files: FileStore;
  engine: ApkEngine;
  clock: Clock;
  keyring: SealingKeyring;
  reputation: SiteReputation;
  newBuildId(nowMs: number): string;
  /** The web app's dashboard address (the emails link to it) and the immediate sender of queued emails. */
  events: CustomerEventDeps;
  /** The web app's origin: a rebuilt app keeps its notification feed there (contracts/notifications.ts). */
  notificationsOrigin: string;
}
