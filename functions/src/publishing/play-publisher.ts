import type { ListingText } from '../contracts/play-listing.js';
import type { PlayTrack } from '../contracts/publishing-steps.js';

/** One release through a Play edit (docs/api.md "Publishing"): the bundle, its track, and the store listing. */
export interface ReleaseInput {
  packageName: string;
  bundle: Uint8Array;
  versionCode: number;
  track: PlayTrack;
  releaseNotes?: string;
  listing?: ListingText;
  images?: { icon: Uint8Array; featureGraphic: Uint8Array; phoneScreenshots: readonly Uint8Array[] };
}

export interface TrackState {
  track: PlayTrack;
  /** The newest release's status ('completed', 'draft', ...). */
  status: string;
  versionCodes: number[];
}

/** Where a refusal happened and what it means; `message` is the plain sentence the customer reads. */
export type PlayRefusalCode =
  | 'app-not-found'
  | 'no-permission'
  | 'version-code-used'
  | 'wrong-upload-key'
  | 'edit-expired'
  | 'invalid'
  | 'unavailable';

export class PlayRefusal extends Error {
  constructor(
    readonly code: PlayRefusalCode,
    message: string,
    /** The Play call that refused (edits.insert, bundles.upload, ...): the step named in logs and the record. */
    readonly step: string,
  ) {
    super(message);
    this.name = 'PlayRefusal';
  }
}

/**
 * Play in the customer's account, as the publishing logic uses it: one interface, so the logic is tested against the
 * local stand-in (tools/play-sandbox) through the official client, and the deployed functions reach Google Play.
 * Every method leaves no open edit behind: on any failure the edit is deleted and a PlayRefusal thrown.
 */
export interface PlayPublisher {
  readonly serviceAccountEmail: string;
  /** Opens an edit of the app and deletes it: proof the app exists and our service account may release it. */
  checkAccess(packageName: string): Promise<void>;
  /** insert, bundles (refusing a used version code before uploading), tracks, listing, images, details, commit. */
  release(input: ReleaseInput): Promise<TrackState>;
  /** Every track's newest release, read in an edit that is then deleted. */
  trackStates(packageName: string): Promise<TrackState[]>;
}
