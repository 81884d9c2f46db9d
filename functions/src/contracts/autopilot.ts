import { definedOnly, fieldsOf, oneOf, optionalNumber, optionalText } from './record-fields.js';

// Apps kept current (docs/product.md "Apps kept current", docs/data-model.md `campaigns`): the shell release every
// build records, the campaign that marks older apps, and what the owner sees on the package.

/**
 * The app shell and target API this deployment builds with. Bump `version` with every shell release (a change to
 * android/ or to what the engine writes) and `targetSdk` with the engine's TARGET_SDK; a campaign then names it.
 */
export const SHELL_RELEASE = {
  version: '2026.11',
  targetSdk: 36,
  /** What this release changed, in the owner's words: a campaign's text when support gives none. */
  notes:
    'Targets Android 16 (API 36), which Google Play requires for updates. Brings notifications you send from ' +
    'your dashboard, checkout and bank pages that stay inside the app, sign-in with Google in a secure browser ' +
    'tab, sharing, pull to refresh, and the newest APK signatures, so a lost key can be replaced without breaking ' +
    'updates.',
} as const;

/** A shell version as the campaign command takes it: YYYY.MM, optionally .N for a second release that month. */
export const SHELL_VERSION_PATTERN = /^\d{4}\.(0[1-9]|1[0-2])(\.\d{1,3})?$/;

/** Orders shell versions (older first); a version missing from a record (builds before this release) is the oldest. */
export function compareShellVersions(a: string | undefined, b: string | undefined): number {
  const parts = (v: string | undefined) => (v ?? '0.0').split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** `campaigns/{campaignId}` (server-only; support reads it through opsCampaigns). */
export interface CampaignRecord {
  id: string;
  shellVersion: string;
  targetSdk: number;
  /** What changed, in the owner's words (the email and the dashboard say it). */
  whatChanged: string;
  /** ISO date by which Play requires the new target API, when the campaign is a target-API raise. */
  requiredBy?: string;
  startedAt: number;
  startedBy: string;
  /** Apps marked when it last ran (a second run marks only what the first missed). */
  marked: number;
}

type AppUpdateStatus = 'available' | 'rebuilding' | 'rebuilt' | 'failed';

/** `packages/{uid}/{packageKey}/update`: the newest campaign's state for this app (server-written, owner-read). */
export interface AppUpdate {
  campaignId: string;
  shellVersion: string;
  targetSdk: number;
  whatChanged: string;
  requiredBy?: string;
  status: AppUpdateStatus;
  markedAt: number;
  /** When the owner's email was queued. */
  toldAt?: number;
  rebuiltAt?: number;
  /** The rebuild's build and versionCode: a second click returns the same build. */
  buildId?: string;
  versionCode?: number;
  /** Paid plans: the new App Bundle delivered on this request. */
  bundleRequestId?: string;
  failedAt?: number;
  error?: string;
  /** status 'rebuilding': since when (a lease: a rebuild that died is taken over after REBUILD_LEASE_MS). */
  claimedAt?: number;
}

const UPDATE_STATUSES: readonly AppUpdateStatus[] = ['available', 'rebuilding', 'rebuilt', 'failed'];

/** `packages/{uid}/{packageKey}/update` as the dashboard reads it: null without a campaign, a version or a status. */
export function parseAppUpdate(raw: unknown): AppUpdate | null {
  const r = fieldsOf(raw);
  const status = oneOf(UPDATE_STATUSES, r?.status);
  if (!r || typeof r.campaignId !== 'string' || typeof r.shellVersion !== 'string' || !status) return null;
  return {
    campaignId: r.campaignId,
    shellVersion: r.shellVersion,
    targetSdk: optionalNumber(r.targetSdk) ?? 0,
    whatChanged: optionalText(r.whatChanged) ?? '',
    status,
    markedAt: optionalNumber(r.markedAt) ?? 0,
    ...definedOnly({
      requiredBy: optionalText(r.requiredBy),
      toldAt: optionalNumber(r.toldAt),
      rebuiltAt: optionalNumber(r.rebuiltAt),
      buildId: optionalText(r.buildId),
      versionCode: optionalNumber(r.versionCode),
      bundleRequestId: optionalText(r.bundleRequestId),
      failedAt: optionalNumber(r.failedAt),
      error: optionalText(r.error),
      claimedAt: optionalNumber(r.claimedAt),
    }),
  };
}

/** Longer than any rebuild may run (two builds in a worker, 20 s each at most). */
export const REBUILD_LEASE_MS = 3 * 60 * 1000;

export const campaignIdOf = (shellVersion: string): string => `shell-${shellVersion.replace(/\./g, '-')}`;

export interface RebuildAppInput {
  packageName: string;
}
export interface RebuildAppResult {
  buildId: string;
  versionCode: number;
  /** A fresh short-lived link to the rebuilt APK (like a free build's). */
  downloadUrl: string;
  fileName: string;
  /** false when this campaign's rebuild had already been made: the same build is answered. */
  rebuilt: boolean;
}

export interface OpsStartCampaignInput {
  shellVersion: string;
  whatChanged: string;
  requiredBy?: string;
}
export interface CampaignSummary {
  campaign: CampaignRecord;
  told: number;
  rebuilt: number;
  failed: number;
  waiting: number;
}
export interface OpsCampaignsResult {
  /** Apps per shell version of their last build ('unknown' for builds made before versions were recorded). */
  appsPerShellVersion: Record<string, number>;
  campaigns: CampaignSummary[];
}

export const AUTOPILOT_TEXT = {
  badge: 'Update available',
  rebuild: 'Rebuild with the same key',
  upToDate: 'This app is up to date: there is nothing to rebuild.',
  rebuilding: 'This app is being rebuilt already. Its new version appears here in a minute.',
  notBuildable: 'This app has no build left to rebuild from. Build it again from the dashboard.',
  emailSubject: (appName: string) => `An update is ready for ${appName}`,
} as const;
