import type { SiteReputation } from '../abuse/site-reputation.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import type { CustomerEventDeps } from '../requests/record-customer-event.js';
import type { SealingKeyring } from '../signing/seal.js';
import type { FetchPublic } from '../sites/import/read-site.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import type { PlayPublisher } from './play-publisher.js';

/** What the publishing callables need (functions/src/wiring/publishing.ts builds them; tests pass the stand-in). */
export interface PublishingDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
  /** Builds and signs the bundle, draws the listing graphics, decodes screenshots' headers. */
  engine: ApkEngine;
  keyring: SealingKeyring;
  reputation: SiteReputation;
  /** Play in the customer's account (the official client, pointed at the stand-in locally). */
  play: () => PlayPublisher;
  /** The service account customers invite (known without building the client). */
  serviceAccountEmail: string;
  /** Every fetch of a customer's site goes through the SSRF guard (sites/import/fetch-public.ts). */
  fetch: FetchPublic;
  /** Loopback sites, and http on them, only in the emulator (as the frame check). */
  allowLoopback: boolean;
  events: CustomerEventDeps;
  newId: (nowMs: number) => string;
  /** The web app's origin: every app's notification feed is served there (contracts/notifications.ts). */
  notificationsOrigin: string;
}
