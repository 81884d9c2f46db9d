import { recordInLedger } from '../abuse/build-ledger.js';
import { APK_CONTENT_TYPE, type BuildRecord } from '../contracts/builds.js';
import { buildStoragePath } from '../contracts/database-paths.js';
import { downloadFileName } from '../contracts/file-name.js';
import type { BuiltApk } from '../engine/index.js';
import { builtFacts } from '../engine-pool/built-facts.js';
import { isoOf } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import { noteBuiltShell } from '../signing/package-record.js';
import { saveAppRecipe, type AppLook } from './app-recipe.js';
import { buildRecordWrites } from './expire-builds.js';

/**
 * Keeps a built APK as a free build of the owner, the one way for a first build (create-build.ts) and a rebuild
 * (autopilot/rebuild-package.ts): the file in the owner's folder, the recipe when the caller made the app from one
 * (before the record, so a build the owner can see is always one a rebuild can make again), the record, the shell it
 * was built with on the package, and the ledger entry every file we sign gets.
 */
export async function storeBuild(
  deps: { db: Db; files: FileStore; newBuildId(nowMs: number): string },
  uid: string,
  app: { url: string; appName: string; packageKey: string; look?: AppLook },
  built: BuiltApk,
  nowMs: number,
  extra: Pick<BuildRecord, 'siteConfirmedAt'> = {},
): Promise<{ buildId: string; fileName: string }> {
  const buildId = deps.newBuildId(nowMs);
  const storagePath = buildStoragePath(uid, buildId);
  const fileName = downloadFileName(app.appName);
  await deps.files.save(storagePath, built.bytes, APK_CONTENT_TYPE, { buildId, sha256: built.sha256 });
  if (app.look) await saveAppRecipe(deps.files, uid, built.packageName, { ...app, look: app.look }, nowMs);
  const record: BuildRecord = {
    url: app.url,
    appName: app.appName,
    ...builtFacts(built),
    fileName,
    storagePath,
    createdAt: nowMs,
    createdAtISO: isoOf(nowMs),
    ...extra,
  };
  await deps.db.update(buildRecordWrites(uid, buildId, record));
  await noteBuiltShell(deps.db, uid, app.packageKey, built, nowMs);
  await recordInLedger(deps.db, buildId, {
    kind: 'build',
    uid,
    url: app.url,
    appName: app.appName,
    packageName: built.packageName,
    versionCode: built.versionCode,
    certificateSha256: built.certificateSha256,
    sha256: built.sha256,
    createdAt: nowMs,
    buildId,
  });
  return { buildId, fileName };
}
