import { EMPTY_LISTING, type ListingField, type ListingText } from '@contracts/play-listing';
import type { PlayTrack } from '@contracts/publishing-steps';
import type { PreflightCheck, PreflightResult, PublishingRecord, ScreenshotRecord } from '@contracts/publishing';
import type { PublishingTrackerState } from '@contracts/publishing-tracker';

/** A publishing record as both sides show it: lists as arrays, gaps filled (the database drops empty values). */
export interface PublishingView {
  packageName: string;
  appName: string;
  serviceAccountEmail: string;
  listing: ListingText;
  screenshots: ScreenshotRecord[];
  tracker: PublishingTrackerState;
  preflight: PreflightResult | null;
  lastError: PublishingRecord['lastError'] | null;
  tracks: Array<{ track: PlayTrack; status: string; versionCodes: number[]; checkedAt: number }>;
  uploadCertificateSha256: string | null;
  /** The site offers sign-up (the preflight saw it): the listing then needs an account-deletion page. */
  siteHasSignUp: boolean;
  opened: boolean;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The database returns a list as an array, or as an object of indexes when it has gaps. */
const list = <T>(value: unknown): T[] =>
  (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []) as T[];

export function toPublishingView(raw: unknown): PublishingView | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const listingRaw = (record.listing ?? {}) as Record<string, unknown>;
  const listing = { ...EMPTY_LISTING };
  for (const field of Object.keys(EMPTY_LISTING) as ListingField[]) listing[field] = str(listingRaw[field]);
  const preflight = record.preflight as PreflightResult | undefined;
  const tracks = (record.tracks ?? {}) as Record<
    string,
    { status?: string; versionCodes?: unknown; checkedAt?: number }
  >;
  return {
    packageName: str(record.packageName),
    appName: str(record.appName),
    serviceAccountEmail: str(record.serviceAccountEmail),
    listing,
    screenshots: list<ScreenshotRecord>(record.screenshots).sort((a, b) => a.addedAt - b.addedAt),
    tracker: (record.tracker ?? {}) as PublishingTrackerState,
    preflight: preflight ? { ...preflight, checks: list<PreflightCheck>(preflight.checks) } : null,
    lastError: (record.lastError as PublishingRecord['lastError']) ?? null,
    tracks: (['internal', 'closed', 'production'] as const).flatMap((track) =>
      tracks[track]
        ? [
            {
              track,
              status: str(tracks[track].status),
              versionCodes: list<number>(tracks[track].versionCodes),
              checkedAt: tracks[track].checkedAt ?? 0,
            },
          ]
        : [],
    ),
    uploadCertificateSha256: str(record.uploadCertificateSha256) || null,
    siteHasSignUp: record.siteHasSignUp === true,
    opened: typeof record.openedAt === 'number',
  };
}
