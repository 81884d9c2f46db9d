// Abuse controls (docs/api.md "Abuse controls", docs/data-model.md `buildLedger`, `abuseReports`, `revocations`): the
// limits and the messages the functions answer and the web app shows.

/** Free builds one account may make per rolling 24 hours, on top of the hourly limit (FREE_BUILDS_PER_HOUR). */
export const FREE_BUILDS_PER_DAY = 30;

/** The refusal of a site or app that carries a protected brand's name without being that brand's own site. */
export const brandRefusalMessage = (brand: string): string =>
  `Apps named after ${brand} can only be built from ${brand}'s own website.`;

/** A free build, a new download link or a paid file of an account support revoked. */
export const REVOKED_BUILDS_MESSAGE =
  'This account can no longer build or download apps because it was reported for abuse. Please contact support.';
/**
 * What else a revoked account is refused: new requests, payments, site imports, key exports and every key action
 * (docs/api.md "Abuse controls"). Money is never taken for work that would then not be done.
 */
export const REVOKED_ACCOUNT_MESSAGE =
  'This account was suspended after an abuse report, so it can no longer request apps, pay or use its signing keys. ' +
  'Please contact support.';
/** A download link of a revoked account (made before or after the revocation). */
export const REVOKED_DOWNLOAD_MESSAGE = 'This download has been disabled by Apkforge support after an abuse report.';

/** reportAbuse: what is reported (a package name or a download link), why, and optionally how to reach the reporter. */
export interface ReportAbuseInput {
  /** An Android package name or a download link/address of the app; at most ABUSE_TARGET_MAX_LENGTH characters. */
  app: string;
  /** At most ABUSE_REASON_MAX_LENGTH characters. */
  reason: string;
  /** Optional. */
  contactEmail?: string;
}

export interface ReportAbuseResult {
  reportId: string;
}

export const ABUSE_TARGET_MAX_LENGTH = 2048;
export const ABUSE_REASON_MIN_LENGTH = 10;
export const ABUSE_REASON_MAX_LENGTH = 2000;
/**
 * Reports per rolling hour from one address (always counted, an IPv6 address by its /64) and, on top, from one
 * verified account. Unverified and anonymous sign-ins count as signed out: fresh accounts cost nothing to make.
 */
export const ABUSE_REPORTS_PER_HOUR = 5;
export const ABUSE_REPORTS_LIMIT_MESSAGE = 'Too many reports from here. Please wait an hour and try again.';
/** Reports per rolling hour from everyone together: the open door's own cap, whatever addresses an attacker has. */
export const ABUSE_REPORTS_GLOBAL_PER_HOUR = 200;
export const ABUSE_REPORTS_BUSY_MESSAGE =
  'We are receiving too many reports right now. Please try again in an hour, or write to us from the Contact page.';

/**
 * How support closed a report, with the words the console shows for each. The one list of outcomes: the callable
 * refuses anything else and the console's select offers exactly these.
 */
export const ABUSE_REPORT_OUTCOMES = {
  account_revoked: 'Account revoked',
  no_action: 'No action needed',
  duplicate: 'Duplicate of another report',
} as const;
export type AbuseReportOutcome = keyof typeof ABUSE_REPORT_OUTCOMES;

export const isAbuseReportOutcome = (value: unknown): value is AbuseReportOutcome =>
  typeof value === 'string' && Object.hasOwn(ABUSE_REPORT_OUTCOMES, value);

/** A closing note's free text (optional). */
export const ABUSE_REPORT_NOTE_MAX_LENGTH = 500;

/** `abuseReports/{reportId}` as stored (server-only; support lists open ones through opsAbuseReports). */
export interface AbuseReportRecord {
  id: string;
  app: string;
  reason: string;
  contactEmail?: string;
  /** The reporter's uid when signed in (removed with the reporter's account). */
  reporterUid?: string;
  /** 'open' when filed; 'closed' once support closed it through opsCloseAbuseReport (never reopened). */
  status: 'open' | 'closed';
  createdAt: number;
  /** The fields below are set together, once, by opsCloseAbuseReport. Server time. */
  closedAt?: number;
  /** The support user's uid. */
  closedBy?: string;
  outcome?: AbuseReportOutcome;
  /** Absent when support left none. */
  note?: string;
  /** The audit entry of the close, so a retry completes the same entry rather than writing a second. */
  closeAuditId?: string;
}

/** opsCloseAbuseReport: support closes one report with an outcome and, optionally, a note. */
export interface OpsCloseAbuseReportInput {
  reportId: string;
  outcome: AbuseReportOutcome;
  /** Optional; trimmed; at most ABUSE_REPORT_NOTE_MAX_LENGTH characters. */
  note?: string;
}

export interface OpsCloseAbuseReportResult {
  auditId: string;
  /** When the report was closed (the first close's time when it was already closed with this outcome). */
  closedAt: number;
  /** False when the report was already closed with this outcome: nothing was written. */
  changed: boolean;
}

/** opsRevokeAccountBuilds: support disables every build and download link of one account. */
export interface OpsRevokeAccountBuildsInput {
  uid: string;
  /** Why, for the audit trail and the record; 1..REVOCATION_REASON_MAX_LENGTH characters. */
  reason: string;
}

export const REVOCATION_REASON_MAX_LENGTH = 500;

export interface OpsRevokeAccountBuildsResult {
  auditId: string;
  /** Free-build files deleted from Storage. */
  filesDeleted: number;
}

/** `revocations/{uid}` as stored (server-only). */
export interface RevocationRecord {
  revokedAt: number;
  reason: string;
  actorUid: string;
}

/** opsAbuseReports: one page of the open reports, oldest first (the longest-waiting are handled first). */
export interface OpsAbuseReportsInput {
  /** The `nextAfter` of the previous page; absent for the first. */
  after?: string;
}

/** The reports of one page that name the same app (a package name, or a link without its token). */
export interface AbuseReportGroup {
  /** The app as the oldest report of the group wrote it. */
  app: string;
  /** Oldest first. */
  reports: AbuseReportRecord[];
}

export interface OpsAbuseReportsResult {
  /** The page's reports grouped by app, the group with the oldest report first. */
  groups: AbuseReportGroup[];
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: string | null;
}

/** Open reports per page: read with a query, never the whole open list. */
export const OPS_ABUSE_REPORTS_PAGE = 50;

/** What groups reports: a package name as written (case-folded), a link without its query (the token differs per link). */
export function abuseReportAppKey(app: string): string {
  const text = app.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return `${url.origin}${url.pathname}`.toLowerCase();
    } catch {
      // Not a URL after all: grouped as written.
    }
  }
  return text.toLowerCase();
}

/** `buildLedger/{ledgerId}`: one line per file Apkforge signed, kept for takedowns (server-only). */
export interface BuildLedgerEntry {
  kind: 'build' | 'deliverable';
  uid: string;
  url: string;
  appName: string;
  packageName: string;
  versionCode: number;
  /** Upper-case colon-separated SHA-256 of the signing certificate. */
  certificateSha256: string;
  /** The file's SHA-256 (hex). */
  sha256: string;
  createdAt: number;
  buildId?: string;
  requestId?: string;
  deliverableId?: string;
}
