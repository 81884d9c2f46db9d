import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { localBrandGuard } from '../abuse/local-brand-guard.js';
import type { SiteReputation } from '../abuse/site-reputation.js';
import { downloadsConfig, signingConfig } from '../config.js';
import { downloadLinkKey } from '../delivery/download-link-key.js';
import { downloadTokens } from '../delivery/download-token.js';
import { adminAuth, type AuthPort } from '../platform/auth.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { adminDb, type Db } from '../platform/db.js';
import { bucketFiles, lazyFileStore, type FileStore } from '../platform/files.js';
import { keyringFromSecrets } from '../signing/keyring.js';

// What most functions' dependencies share: the admin SDK's services, the secrets' keyrings, the brand check. Each is
// built on first use, once per instance (the engine, which only some functions need, is in engine.ts).

/**
 * Production dependencies of the handlers, built from the admin SDK on first use. The admin SDK reads FIREBASE_CONFIG
 * (project, database URL, bucket) and the *_EMULATOR_HOST variables, so the same code runs deployed and locally.
 */
export interface Platform {
  db: Db;
  files: FileStore;
  auth: AuthPort;
  clock: Clock;
}

let platformInstance: Platform | undefined;

function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function platform(): Platform {
  if (!platformInstance) {
    const app = adminApp();
    platformInstance = {
      db: adminDb(getDatabase(app)),
      files: lazyFileStore(() => bucketFiles(getStorage(app).bucket())),
      auth: adminAuth(getAuth(app)),
      clock: systemClock,
    };
  }
  return platformInstance;
}

/**
 * The keyring that opens and seals users' signing keys (SIGNING_KEYS_SECRET and, during a rotation, the previous
 * one). Only functions that declare both secrets in their `secrets` option may call this.
 */
export function signingKeyring() {
  const config = signingConfig();
  return keyringFromSecrets(config.signingKeysSecret, config.signingKeysSecretPrevious);
}

/** Download links' MAC, keyed by DOWNLOAD_LINKS_SECRET alone (declared by the functions that sign or check links). */
export function downloadLinkTokens() {
  return downloadTokens(downloadLinkKey(downloadsConfig().downloadLinksSecret));
}

export const allowedOrigins = (): string[] => downloadsConfig().allowedOrigins;

/**
 * The brand check of every build (free and paid). Local only: no outbound reputation service is reachable from this
 * project's machines. A hosted check is another SiteReputation set here (README "Security and limits").
 */
export const siteReputation: SiteReputation = localBrandGuard();
