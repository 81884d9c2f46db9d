// Publishing a paid request's app in the customer's own Play Console (docs/product.md "Publishing", docs/api.md
// "Publishing", docs/data-model.md `publishing/{uid}/{requestId}`): the record both sides read live, the callables'
// inputs and results, and the plain messages Play's refusals become.

import type { ListingIssue, ListingText, ScreenshotFormat } from './play-listing.js';
import type { PlayTrack, TrackerEvent } from './publishing-steps.js';
import type { PublishingTrackerState } from './publishing-tracker.js';

/** The plans whose price covers publishing in the customer's account (the tracker, Connect Play, uploads). */
export const PUBLISHING_PLANS = ['publish_2days', 'end_to_end'] as const;

export function isPublishingPlan(planId: string): planId is (typeof PUBLISHING_PLANS)[number] {
  return (PUBLISHING_PLANS as readonly string[]).includes(planId);
}

/** The plans' Apple part, said where the plan is shown: we build Android apps only. */
export const APPLE_NOTE =
  'Apple App Store: we do not build iOS apps. Publishing there is a separate service our support team quotes on request.';

export const PLAY_TRACKS: readonly PlayTrack[] = ['internal', 'closed', 'production'];
export const TRACK_LABELS: Readonly<Record<PlayTrack, string>> = {
  internal: 'Internal testing',
  closed: 'Closed testing',
  production: 'Production (draft)',
};
/** The Play track id a track of ours is released to (closed testing's default track is "alpha"). */
export const PLAY_TRACK_IDS: Readonly<Record<PlayTrack, string>> = {
  internal: 'internal',
  closed: 'alpha',
  production: 'production',
};
/** Play's target API rule for new apps and updates: API 36 since 31 August 2026 (it rises every August). */
export const PLAY_TARGET_SDK_REQUIRED = 36;
/** Release notes, per language, as Play limits them. */
export const RELEASE_NOTES_MAX_LENGTH = 500;
/** The listing's language in Play (the drafts are written in English). */
export const LISTING_LANGUAGE = 'en-US';

type PreflightCheckId =
  | 'start-url'
  | 'privacy-policy'
  | 'account-deletion'
  | 'asset-links'
  | 'package-name'
  | 'target-api'
  | 'listing';

export interface PreflightCheck {
  id: PreflightCheckId;
  label: string;
  status: 'pass' | 'fail' | 'warn';
  /** What we found, in plain words. */
  detail: string;
  /** What to do about it (fail and warn). */
  fix?: string;
}

export interface PreflightResult {
  at: number;
  /** No check failed (warnings do not stop an upload). */
  ok: boolean;
  checks: PreflightCheck[];
}

export interface ScreenshotRecord {
  id: string;
  storagePath: string;
  width: number;
  height: number;
  format: ScreenshotFormat;
  bytes: number;
  addedAt: number;
}

export interface PlayUploadRecord {
  id: string;
  at: number;
  track: PlayTrack;
  versionCode: number;
  /** Play's release status as read back after the commit ('completed', 'draft', ...). */
  releaseStatus: string;
  by: 'customer' | 'support';
}

/** `publishing/{uid}/{requestId}` as stored. Server-written only; the owner and support read it live. */
export interface PublishingRecord {
  requestId: string;
  /** The app's id on Play: chosen and claimed like the request's files (docs/data-model.md `packageClaims`). */
  packageName: string;
  appName: string;
  /** The service account the customer invites in Play Console. */
  serviceAccountEmail: string;
  listing: ListingText;
  /** The site lets people sign up (the preflight saw it): Play then needs an account-deletion URL. */
  siteHasSignUp?: boolean;
  /** The site's colours (site import), for the listing graphics. */
  themeColor?: string;
  backgroundColor?: string;
  screenshots?: Record<string, ScreenshotRecord>;
  tracker: PublishingTrackerState;
  preflight?: PreflightResult;
  /** What Play said at the last Connect or upload that failed (the tracker did not move). */
  lastError?: { at: number; action: 'connect' | 'upload'; message: string };
  /** The upload certificate Play knows for the app: fixed by our first successful upload. */
  uploadCertificateSha256?: string;
  uploads?: Record<string, PlayUploadRecord>;
  /** Each track's newest release as read back from Play after an upload or a Connect. */
  tracks?: Partial<Record<PlayTrack, { status: string; versionCodes: number[]; checkedAt: number }>>;
  openedAt: number;
  updatedAt: number;
}

/** Every publishing callable names its request; support (acting for the customer) also names the owner. */
export interface PublishingTarget {
  requestId: string;
  /** Support only: the request's owner. A customer's own requests need none. */
  uid?: string;
}

export interface PublishingOpenResult {
  opened: boolean;
}

export interface PublishingSaveListingInput extends PublishingTarget {
  listing: ListingText;
}
export interface PublishingSaveListingResult {
  /** What is still missing before the listing is ready (empty fields, screenshots). */
  issues: ListingIssue[];
  listingReady: boolean;
}

/** Adds one phone screenshot (a PNG/JPEG data URL) or removes one by id. */
export type PublishingScreenshotInput = PublishingTarget & ({ add: string } | { remove: string });
export interface PublishingScreenshotResult {
  screenshotId: string;
}

export interface PublishingConnectResult {
  connected: true;
  accessGivenAt: number;
}

export interface PublishingUploadInput extends PublishingTarget {
  track: PlayTrack;
  releaseNotes?: string;
}
export interface PublishingUploadResult {
  versionCode: number;
  track: PlayTrack;
  releaseStatus: string;
}

/** The events a person may send (the customer only `developer-account`); Play's own facts come from the server. */
export type PublishingStepEvent = Extract<
  TrackerEvent,
  { kind: 'developer-account' | 'closed-test' | 'production-submitted' | 'mark' | 'undo' }
>;
export interface PublishingUpdateStepInput extends PublishingTarget {
  event: PublishingStepEvent;
}
export interface PublishingUpdateStepResult {
  changed: boolean;
}

/** Play's refusals in plain words, each naming what to do (docs/api.md "Publishing"). */
export const PLAY_MESSAGES = {
  appNotFound: (packageName: string) =>
    `This app is not in your Play Console yet: create it there (Create app), then press Connect Play again. If you created it already, Play links ${packageName} to it at its first upload: upload the AAB from Your files once by hand in Play Console (Test and release > Internal testing), then connect again.`,
  noPermission: (email: string) =>
    `Our service account cannot release this app: give it Release permissions (Play Console > Users and permissions > ${email} > App permissions), then try again.`,
  versionCodeUsed: (versionCode: number, next: number) =>
    `Version code ${versionCode} has already been used: build again to get ${next}.`,
  wrongUploadKey: (packageName: string, expected: string, found: string) =>
    `This bundle is signed with a different upload key than Play knows for ${packageName}. Play expects the certificate ${expected}; this bundle's is ${found}. Sign it with the key of your first upload.`,
  editExpired:
    'Play closed the upload session before it finished (it expired). Nothing was published; please upload again.',
  unavailable: 'Google Play did not answer. Nothing was published; please try again in a few minutes.',
  notConnected: 'Connect Play first: press Connect Play once you have given our service account access.',
  preflightFailed: 'The preflight found problems. Fix the checks marked as failed, then upload again.',
} as const;

/** The customer-facing words for an upload that worked. */
export function uploadedSentence(track: PlayTrack, versionCode: number): string {
  return `Version code ${versionCode} is in ${TRACK_LABELS[track].toLowerCase()} on Google Play.`;
}
