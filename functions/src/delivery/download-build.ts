import { HttpsError } from 'firebase-functions/https';
import { refuseRevokedDownload } from '../platform/callers/revoked-account.js';
import { APK_CONTENT_TYPE, BUILD_GONE_MESSAGE, type BuildRecord } from '../contracts/builds.js';
import { buildPath } from '../contracts/database-paths.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import type { ApiResult } from '../platform/http/types.js';
import * as logs from '../logs.js';
import { consumeDownloadLink } from './download-uses.js';
import type { DownloadTokens } from './download-token.js';
import { contentDisposition } from './content-disposition.js';

export interface DownloadDeps {
  db: Db;
  files: FileStore;
  tokens: DownloadTokens;
  clock: Clock;
}

/** Only ids newBuildId can make (platform/ids.ts). */
export const BUILD_ID = /^b[0-9a-z]{1,40}$/;
const GONE = BUILD_GONE_MESSAGE;

/**
 * GET /api/builds/:buildId/download?token=...: the token alone authorises (a browser navigation has no header), once
 * (delivery/download-uses.ts; `method` HEAD consumes nothing).
 */
export async function downloadBuild(
  deps: DownloadDeps,
  buildId: string,
  token: string | null,
  /** The request's: a HEAD does not consume the link. */
  method = 'GET',
): Promise<ApiResult> {
  if (!token) throw new HttpsError('unauthenticated', 'A download token is required. Please generate the APK again.');
  // Only ids newBuildId can make (the token must name the same id anyway); nothing else reaches a path.
  if (!BUILD_ID.test(buildId)) throw new HttpsError('not-found', GONE);
  const claims = deps.tokens.verify(token, { kind: 'build', buildId }, deps.clock.now());
  await refuseRevokedDownload(deps.db, claims.uid);
  const record = await deps.db.get<BuildRecord>(buildPath(claims.uid, buildId));
  if (!record) throw new HttpsError('not-found', GONE);
  const file = await deps.files.open(record.storagePath);
  if (!file) throw new HttpsError('not-found', GONE);
  await consumeDownloadLink(deps, claims, method);
  logs.buildDownloaded(claims.uid, buildId);
  return {
    status: 200,
    headers: {
      'Content-Type': APK_CONTENT_TYPE,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(record.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    stream: file.stream(),
  };
}
