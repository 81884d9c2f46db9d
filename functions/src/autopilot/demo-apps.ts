import { certificateFingerprint } from '../engine/index.js';
import type { BuildRecord } from '../contracts/builds.js';
import {
  buildPath,
  buildStoragePath,
  packageClaimPath,
  packagePath,
  signingKeyPath,
} from '../contracts/database-paths.js';
import { downloadFileName } from '../contracts/file-name.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageClaim, PackageRecord } from '../contracts/packages.js';
import type { Database } from 'firebase-admin/database';
import { apkEngine } from '../engine-pool/direct-engine.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { adminDb } from '../platform/db.js';
import { keyringFromSecrets } from '../signing/keyring.js';
import { isoOf } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { newBuildId } from '../platform/ids.js';
import type { SealingKeyring } from '../signing/seal.js';
import { sealKeyMaterial, type SigningKeyRecord } from '../signing/signing-key-record.js';

/** The demo account's free apps (README "Quick start"): built months ago with an older shell, their files expired. */
const DEMO_APPS = [
  { url: 'https://www.chaiwala.in', appName: 'Chaiwala' },
  { url: 'https://shop.example.in', appName: 'Kirana Mart' },
] as const;
const OLD_SHELL = { shellVersion: '2026.05', targetSdk: 35 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives the local stack's demo account apps with real signing keys, sealed with this machine's SIGNING_KEYS_SECRET
 * (which is why they are made at start rather than stored in emulator-data/): `npm run ops -- campaign` then marks
 * them "update available", and "Rebuild with the same key" works on them. Each app is made once.
 */
export async function seedDemoApps(
  deps: { db: Db; keyring: SealingKeyring; engine: Pick<ApkEngine, 'generateSigningKey' | 'derivePackageName'> },
  uid: string,
  nowMs: number,
): Promise<number> {
  let made = 0;
  for (const app of DEMO_APPS) {
    const packageName = deps.engine.derivePackageName(app.url);
    const id = packageKey(packageName);
    if (await deps.db.get(packagePath(uid, id))) continue;
    const key = await deps.engine.generateSigningKey({ commonName: packageName });
    const certificateSha256 = certificateFingerprint(key.certificate);
    const builtAt = nowMs - 45 * DAY_MS;
    const keyPath = signingKeyPath(uid, id);
    const record: SigningKeyRecord = {
      packageName,
      certificateSha256,
      sealed: sealKeyMaterial(deps.keyring, key, keyPath),
      createdAt: builtAt,
      lastVersionCode: 3,
    };
    await deps.db.transaction<SigningKeyRecord>(keyPath, (current) => current ?? record);
    await deps.db.transaction<PackageClaim>(packageClaimPath(id), (current) => current ?? { uid, claimedAt: builtAt });
    const buildId = newBuildId(builtAt);
    const build: BuildRecord = {
      url: app.url,
      appName: app.appName,
      packageName,
      versionCode: 3,
      versionName: '1.0.3',
      sha256: '0'.repeat(64),
      size: 30_390,
      certificateSha256,
      fileName: downloadFileName(app.appName),
      storagePath: buildStoragePath(uid, buildId),
      createdAt: builtAt,
      createdAtISO: isoOf(builtAt),
      siteConfirmedAt: builtAt,
      expiredAt: builtAt + 30 * DAY_MS,
      ...OLD_SHELL,
    };
    await deps.db.set(buildPath(uid, buildId), build);
    const summary: PackageRecord = {
      packageName,
      certificateSha256,
      lastVersionCode: 3,
      createdAt: builtAt,
      updatedAt: builtAt,
      siteConfirmedAt: builtAt,
      ...OLD_SHELL,
    };
    await deps.db.set(packagePath(uid, id), summary);
    made += 1;
  }
  return made;
}

/** The local stack's start (tools/stack/src/seed-demo-apps.ts): the demo apps, with this machine's signing secret. */
export function seedDemoAppsOnStack(database: Database, signingKeysSecret: string, demoUid: string): Promise<number> {
  const deps = { db: adminDb(database), keyring: keyringFromSecrets(signingKeysSecret, undefined), engine: apkEngine };
  return seedDemoApps(deps, demoUid, Date.now());
}
