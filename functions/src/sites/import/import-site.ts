import { HttpsError } from 'firebase-functions/https';
import { requireVerifiedEmail, type Caller } from '../../platform/callers/caller.js';
import { refuseRevokedCaller } from '../../platform/callers/revoked-account.js';
import { siteImportRateLimitPath } from '../../contracts/database-paths.js';
import { URL_MAX_LENGTH } from '../../contracts/limits.js';
import { PACKAGE_MESSAGES } from '../../contracts/packages.js';
import { SITE_IMPORT_LIMITS, SITE_IMPORT_MESSAGES, type ImportSiteResult } from '../../contracts/site-import.js';
import type { ApkEngine } from '../../engine-pool/engine-port.js';
import { defaultPackageFor } from '../../builds/package-claims.js';
import { siteConfirmedAt } from '../../builds/site-confirmation.js';
import { rateLimited } from '../../platform/http/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { takeWindowSlot } from '../../platform/sliding-window.js';
import * as logs from '../../logs.js';
import { isAllowedPort } from '../ssrf-guard/address-guard.js';
import { readSite, type FetchPublic } from './read-site.js';

export interface ImportSiteDeps {
  db: Db;
  clock: Clock;
  engine: Pick<ApkEngine, 'derivePackageName' | 'isConfigError' | 'prepareSiteIcon'>;
  fetch: FetchPublic;
  /** The local emulator only, where the tests' sites live on 127.0.0.1 (as for the frame check). */
  allowLoopback: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The same address rules, and words, as the build endpoint and the frame check (ports 80 and 443 only). */
function parseSiteUrl(data: unknown, allowLoopback: boolean): URL {
  const value = data !== null && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || text === 'https://' || text === 'http://') {
    throw new HttpsError('invalid-argument', 'Please enter a valid URL.');
  }
  if (!/^https?:\/\//i.test(text)) throw new HttpsError('invalid-argument', 'URL must start with http:// or https://');
  if (text.length > URL_MAX_LENGTH) {
    throw new HttpsError('invalid-argument', `URL must be at most ${URL_MAX_LENGTH} characters.`);
  }
  let url: URL;
  try {
    url = new URL(text);
    if (!url.hostname || url.username || url.password) throw new Error('unusable');
  } catch {
    throw new HttpsError('invalid-argument', 'Please enter a valid URL.');
  }
  if (!isAllowedPort(url, allowLoopback)) throw new HttpsError('invalid-argument', 'URL must use port 80 or 443.');
  return url;
}

/**
 * importSite({ url }) (docs/api.md): what the site says about its name, colours and icon, read through the frame
 * check's SSRF guard, plus the package name this account would build it under and whether the account already
 * confirmed the site for it. Verified email, and a per-account hourly limit: each call makes outgoing requests.
 */
export async function importSite(deps: ImportSiteDeps, caller: Caller, data: unknown): Promise<ImportSiteResult> {
  requireVerifiedEmail(caller);
  const url = parseSiteUrl(data, deps.allowLoopback);
  await refuseRevokedCaller(deps.db, caller.uid);
  const now = deps.clock.now();
  const slot = await takeWindowSlot(
    deps.db,
    siteImportRateLimitPath(caller.uid),
    SITE_IMPORT_LIMITS.perHour,
    HOUR_MS,
    now,
  );
  if (!slot.taken) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterSeconds / 60));
    throw rateLimited(SITE_IMPORT_MESSAGES.rateLimited(minutes), slot.retryAfterSeconds);
  }
  let derived: string;
  try {
    derived = deps.engine.derivePackageName(url.href);
  } catch (error) {
    if (deps.engine.isConfigError(error)) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
  const [site, choice] = await Promise.all([readSite(deps, url), defaultPackageFor(deps.db, caller.uid, derived)]);
  const packageName = choice?.packageName ?? derived;
  logs.siteImported(caller.uid, url.hostname, site.reachable, site.icon !== null);
  return {
    ...site,
    packageName,
    packageNotice: choice?.defaultTakenFrom
      ? PACKAGE_MESSAGES.defaultClaimed(choice.defaultTakenFrom, packageName)
      : choice
        ? null
        : PACKAGE_MESSAGES.noDefaultLeft,
    siteConfirmedAt: await siteConfirmedAt(deps.db, caller.uid, packageName),
  };
}
