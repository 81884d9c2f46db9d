import type { CallableRequest } from 'firebase-functions/https';
import { reportAbuse as reportAbuseHandler, type ReportAbuseDeps } from '../abuse/report-abuse.js';
import { requireCaller } from '../platform/callers/caller.js';
import { clientIp } from '../platform/http/from-node.js';
import { newPushId } from '../platform/ids.js';
import { platform } from './platform.js';

function reportAbuseDeps(): ReportAbuseDeps {
  const { db, clock } = platform();
  return { db, clock, newId: newPushId };
}

/** Open to everyone, signed in or not (index.ts says why): validated, size- and rate-limited in the handler. */
export function reportAbuse(request: CallableRequest) {
  const caller = request.auth ? requireCaller(request.auth) : null;
  return reportAbuseHandler(reportAbuseDeps(), caller, clientIp(request.rawRequest), request.data);
}
