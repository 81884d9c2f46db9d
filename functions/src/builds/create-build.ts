import { HttpsError } from 'firebase-functions/https';
import type { BuildResponse } from '../contracts/builds.js';
import { storeBuild } from './store-build.js';
import { notificationFeedUrl } from '../contracts/notifications.js';
import { fenceAfterWrite, refuseDeletedAccount } from '../account/deletion-fence.js';
import { refuseRevokedAccount } from '../platform/callers/revoked-account.js';
import type { SiteReputation } from '../abuse/site-reputation.js';
import type { Caller } from '../platform/callers/caller.js';
import type { SealingKeyring } from '../signing/seal.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import * as logs from '../logs.js';
import { signedDownloadLink } from '../delivery/download-link.js';
import type { DownloadTokens } from '../delivery/download-token.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { choosePackageForBuild, claimBuildPackage, type ChosenPackage } from './build-package.js';
import { takeBuildSlot } from './rate-limit.js';
import { nextVersionCode, signingKeyFor } from '../signing/signing-keys.js';
import { parseBuildBody, type BuildBody } from './validate-build-body.js';

export interface BuildDeps {
  db: Db;
  files: FileStore;
  engine: ApkEngine;
  tokens: DownloadTokens;
  clock: Clock;
  /** SIGNING_KEYS_SECRET (and SIGNING_KEYS_SECRET_PREVIOUS during a rotation) as sealing keys. */
  keyring: SealingKeyring;
  /** The brand check every build passes before it is signed (abuse/site-reputation.ts). */
  reputation: SiteReputation;
  freeBuildsPerHour: number;
  /** FREE_BUILDS_PER_DAY (contracts/abuse.ts), on top of the hourly limit. */
  freeBuildsPerDay: number;
  tokenTtlSeconds: number;
  newBuildId(nowMs: number): string;
  /** The web origin Hosting serves the apps' notification feeds from (APP_URL), written into every app. */
  notificationsOrigin: string;
}

/**
 * POST /api/download-apk once the caller is authenticated: validate, refuse a revoked account, choose the package
 * (the one asked for or this account's default for the site) and check the owner confirmed the site, refuse a
 * protected brand's name off its own site, take a rate-limit slot, claim the package, build with the user's key for
 * it, store the APK, record the build and its ledger line, answer with a short-lived link.
 */
export async function createBuild(deps: BuildDeps, caller: Caller, rawBody: Buffer): Promise<BuildResponse> {
  const body = parseBuildBody(rawBody);
  if (body.userId !== caller.uid) {
    throw new HttpsError('permission-denied', 'userId does not match the signed-in user.');
  }
  await refuseRevokedAccount(deps.db, caller.uid);
  const chosen = await choosePackageForBuild(deps, caller.uid, body);
  // Before a slot is taken: a refused brand costs the caller nothing but the answer.
  const verdict = await deps.reputation.check({
    url: body.url,
    appName: body.appName,
    packageName: body.packageName ?? chosen.derived,
  });
  if (!verdict.allowed) {
    logs.buildRejected(caller.uid, verdict.reason);
    throw new HttpsError('permission-denied', verdict.reason);
  }
  const startedAt = deps.clock.now();
  await refuseDeletedAccount(deps.db, caller.uid);
  const { freeBuildsLeft } = await takeBuildSlot(
    deps.db,
    caller.uid,
    { perHour: deps.freeBuildsPerHour, perDay: deps.freeBuildsPerDay },
    startedAt,
  );
  try {
    return await buildAndStore(deps, caller, body, chosen, startedAt, freeBuildsLeft);
  } finally {
    // Whatever happened, nothing this build wrote (the package claim included) may outlive an account deletion that
    // started meanwhile.
    await fenceAfterWrite(deps, caller.uid);
  }
}

async function buildAndStore(
  deps: BuildDeps,
  caller: Caller,
  body: BuildBody,
  chosen: ChosenPackage,
  startedAt: number,
  freeBuildsLeft: number,
): Promise<BuildResponse> {
  const { packageName, siteConfirmedAt, notice } = await claimBuildPackage(
    deps.db,
    caller.uid,
    chosen,
    body.confirmSite,
    startedAt,
  );
  const signing = await signingKeyFor(
    deps,
    caller.uid,
    packageName,
    { commonName: body.ownerName || packageName, ...(body.ownerName ? { organization: body.ownerName } : {}) },
    startedAt,
  );
  const versionCode = await nextVersionCode(deps.db, caller.uid, packageName, startedAt);
  const look = { ...(body.icon ? { icon: body.icon } : {}), ...body.options };
  let built;
  try {
    built = await deps.engine.buildApk(
      {
        url: body.url,
        appName: body.appName,
        packageName,
        versionCode,
        ...look,
        notificationFeedUrl: notificationFeedUrl(deps.notificationsOrigin, packageName),
      },
      signing.key,
    );
  } catch (error) {
    if (deps.engine.isConfigError(error)) {
      logs.buildRejected(caller.uid, error.message);
      throw new HttpsError('invalid-argument', error.message);
    }
    throw error;
  }

  const now = deps.clock.now();
  const { buildId, fileName } = await storeBuild(
    deps,
    caller.uid,
    { url: body.url, appName: body.appName, packageKey: signing.packageKey, look },
    built,
    now,
    { siteConfirmedAt },
  );
  const link = signedDownloadLink(deps, caller.uid, { kind: 'build', buildId }, now);
  logs.buildCreated(caller.uid, buildId, built.packageName, built.versionCode, built.size, now - startedAt);
  return {
    downloadUrl: link.url,
    buildId,
    fileName,
    appName: body.appName,
    size: built.size,
    sha256: built.sha256,
    packageName: built.packageName,
    versionCode: built.versionCode,
    versionName: built.versionName,
    certificateSha256: built.certificateSha256,
    ...(notice ? { packageNotice: notice } : {}),
    freeBuildsLeft,
    freeBuildsPerHour: deps.freeBuildsPerHour,
  };
}
