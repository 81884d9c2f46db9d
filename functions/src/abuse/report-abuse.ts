import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import {
  ABUSE_REASON_MAX_LENGTH,
  ABUSE_REASON_MIN_LENGTH,
  ABUSE_REPORTS_BUSY_MESSAGE,
  ABUSE_REPORTS_GLOBAL_PER_HOUR,
  ABUSE_REPORTS_LIMIT_MESSAGE,
  ABUSE_REPORTS_PER_HOUR,
  ABUSE_TARGET_MAX_LENGTH,
  type AbuseReportRecord,
  type ReportAbuseResult,
} from '../contracts/abuse.js';
import {
  abuseReportPath,
  accountAbuseReportRateLimitPath,
  addressAbuseReportRateLimitPath,
  GLOBAL_ABUSE_REPORT_RATE_LIMIT_PATH,
} from '../contracts/database-paths.js';
import { EMAIL_MAX_LENGTH } from '../contracts/limits.js';
import { EMAIL_PATTERN } from '../contracts/request-input.js';
import { rateLimited } from '../platform/http/errors.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { takeWindowSlot } from '../platform/sliding-window.js';
import * as logs from '../logs.js';
import { addressBucket } from './address-bucket.js';

export interface ReportAbuseDeps {
  db: Db;
  clock: Clock;
  /** A new time-ordered id (a push id). */
  newId: (nowMs: number) => string;
}

const HOUR_MS = 60 * 60 * 1000;
const FIELDS = new Set(['app', 'reason', 'contactEmail']);
const invalid = (message: string) => new HttpsError('invalid-argument', message);

function text(value: unknown, label: string, min: number, max: number): string {
  if (typeof value !== 'string') throw invalid(`${label} must be text.`);
  const trimmed = value.trim();
  if (trimmed.length < min) {
    throw invalid(min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`);
  }
  if (trimmed.length > max) throw invalid(`${label} must be at most ${max} characters.`);
  return trimmed;
}

function parseReport(data: unknown): Pick<AbuseReportRecord, 'app' | 'reason' | 'contactEmail'> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw invalid('Send { app, reason } and, if you like, contactEmail.');
  }
  const input = data as Record<string, unknown>;
  const extra = Object.keys(input).find((key) => !FIELDS.has(key));
  if (extra !== undefined) throw invalid(`Unknown field: ${extra.slice(0, 40)}.`);
  const app = text(input.app, 'The app or download link', 1, ABUSE_TARGET_MAX_LENGTH);
  const reason = text(input.reason, 'The reason', ABUSE_REASON_MIN_LENGTH, ABUSE_REASON_MAX_LENGTH);
  const contact =
    input.contactEmail === undefined ? '' : text(input.contactEmail, 'Contact email', 0, EMAIL_MAX_LENGTH);
  if (contact !== '' && !EMAIL_PATTERN.test(contact)) throw invalid('Please enter a valid email address');
  return { app, reason, ...(contact ? { contactEmail: contact } : {}) };
}

/**
 * The account a report counts against: a verified one only. An unverified or anonymous sign-in costs nothing to make,
 * so it is treated as signed out (counted by address alone, no reporterUid).
 */
function reportingAccount(caller: Caller | null): Caller | null {
  return caller?.emailVerified && caller.email ? caller : null;
}

/** The windows a report must fit, in order: its address (always), its account, everyone (docs/api.md). */
function limitsFor(account: Caller | null, clientAddress: string) {
  // The address is kept only as a hash of its bucket (an IPv6 address's /64), never raw.
  const hash = createHash('sha256').update(addressBucket(clientAddress)).digest('hex').slice(0, 32);
  return [
    {
      path: addressAbuseReportRateLimitPath(hash),
      limit: ABUSE_REPORTS_PER_HOUR,
      message: ABUSE_REPORTS_LIMIT_MESSAGE,
    },
    ...(account
      ? [
          {
            path: accountAbuseReportRateLimitPath(account.uid),
            limit: ABUSE_REPORTS_PER_HOUR,
            message: ABUSE_REPORTS_LIMIT_MESSAGE,
          },
        ]
      : []),
    {
      path: GLOBAL_ABUSE_REPORT_RATE_LIMIT_PATH,
      limit: ABUSE_REPORTS_GLOBAL_PER_HOUR,
      message: ABUSE_REPORTS_BUSY_MESSAGE,
    },
  ];
}

/**
 * reportAbuse({ app, reason, contactEmail? }): anyone, signed in or not, reports an app built here (docs/api.md
 * "Abuse controls"). Validated and size-limited; ABUSE_REPORTS_PER_HOUR per address always and per verified account
 * too, ABUSE_REPORTS_GLOBAL_PER_HOUR from everyone; stored server-only at `abuseReports/{id}` for support's console.
 */
export async function reportAbuse(
  deps: ReportAbuseDeps,
  caller: Caller | null,
  clientAddress: string,
  data: unknown,
): Promise<ReportAbuseResult> {
  const report = parseReport(data);
  const now = deps.clock.now();
  const account = reportingAccount(caller);
  // One window after the other: a refusal stops before the wider windows, so one address cannot use up everyone's.
  for (const window of limitsFor(account, clientAddress)) {
    const slot = await takeWindowSlot(deps.db, window.path, window.limit, HOUR_MS, now);
    if (!slot.taken) {
      logs.abuseReportRateLimited(window.path, Math.ceil(slot.retryAfterSeconds));
      throw rateLimited(window.message, slot.retryAfterSeconds);
    }
  }
  const id = deps.newId(now);
  const record: AbuseReportRecord = {
    id,
    ...report,
    ...(account ? { reporterUid: account.uid } : {}),
    status: 'open',
    createdAt: now,
  };
  await deps.db.set(abuseReportPath(id), record);
  logs.abuseReported(id, account !== null);
  return { reportId: id };
}
