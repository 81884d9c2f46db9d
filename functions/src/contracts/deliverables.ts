// What a request delivers to its customer (docs/data-model.md `deliverables/{uid}/{requestId}/{deliverableId}`):
// files the server built on payment (an App Bundle, an APK), files or links support attached. Server-written only;
// the owner and support read them live.

import type { PlanId } from './plans.js';
import {
  count,
  definedOnly,
  fieldsOf,
  oneOf,
  optionalHosts,
  optionalNumber,
  optionalText,
  text,
} from './record-fields.js';

const KINDS = ['aab', 'apk', 'file', 'link'] as const;
export type DeliverableKind = (typeof KINDS)[number];

/**
 * The plans whose files the server builds the moment they are paid (docs/product.md "Deliverables"): apk_basic gets
 * its APK, aab_bundle its App Bundle and the APK of the same version. The other plans need people (support).
 */
export const FULFILLED_ON_PAYMENT = ['apk_basic', 'aab_bundle'] as const satisfies readonly PlanId[];

export function isFulfilledOnPayment(planId: string): planId is (typeof FULFILLED_ON_PAYMENT)[number] {
  return (FULFILLED_ON_PAYMENT as readonly string[]).includes(planId);
}
const STATUSES = ['building', 'ready', 'failed'] as const;
type DeliverableStatus = (typeof STATUSES)[number];
const SOURCES = ['fulfilment', 'support'] as const;
type DeliverableSource = (typeof SOURCES)[number];

export interface DeliverableRecord {
  id: string;
  kind: DeliverableKind;
  status: DeliverableStatus;
  /** What the customer sees as the item's title, e.g. "App Bundle (AAB) for Play". */
  label: string;
  source: DeliverableSource;
  createdAt: number;
  updatedAt: number;
  // Files (kind aab, apk, file) once ready:
  fileName?: string;
  size?: number;
  /** Lower-case hex SHA-256 of the file. */
  sha256?: string;
  contentType?: string;
  /** Cloud Storage path, under the owner's folder (deliverableStoragePath). */
  storagePath?: string;
  // Android packages (kind aab, apk):
  packageName?: string;
  versionCode?: number;
  versionName?: string;
  /** Upper-case colon-separated SHA-256 of the (upload) signing certificate. */
  certificateSha256?: string;
  /** The app shell and target API it was built with (contracts/autopilot.ts). */
  shellVersion?: string;
  targetSdk?: number;
  /** The hosts the app claims as App Links: where the site's assetlinks.json must be served (absent on older files). */
  appLinkHosts?: string[];
  /** kind link: an https URL (a Play listing, a test track...). */
  url?: string;
  /** status failed: what happened, written for the customer. */
  error?: string;
  /** source support: the support user who attached it. */
  addedBy?: string;
  /**
   * source support, on an unpaid request: the customer sees the file but may download it only once the request is
   * paid (support chooses this when attaching; createDownloadLink enforces it).
   */
  availableAfterPayment?: true;
  // Fulfilment's bookkeeping (server-written like everything here; the web ignores it):
  /** status failed: 'input' when the request itself cannot be built (never retried automatically), 'system' when
   * our side failed (retried by the sweep). */
  failure?: DeliverableFailure;
  /** How many times a build of this deliverable started. */
  attempts?: number;
  /** The build that holds this deliverable while it is 'building', and since when (a lease: docs/data-model.md). */
  claimId?: string;
  claimedAt?: number;
}

const FAILURES = ['input', 'system'] as const;
export type DeliverableFailure = (typeof FAILURES)[number];

/** createDownloadLink's refusal of an availableAfterPayment file while its request is unpaid. */
export const AVAILABLE_AFTER_PAYMENT_MESSAGE =
  'This file is available after payment. Pay for the request to download it.';

/**
 * The Content-Type of an App Bundle download. No media type is registered for .aab (the only one ever associated
 * with the extension is Authorware's `application/x-authorware-bin`), and `application/zip` would invite a browser or
 * OS to open or unpack it; Play Console takes the file as it is, so it is served as opaque bytes to save.
 */
export const AAB_CONTENT_TYPE = 'application/octet-stream';

/**
 * The AAB plan's two files beside the bundle and its APK (docs/product.md "Deliverables"): the listing kit (Play's
 * icon and feature graphic, listing.json, assetlinks.json) and the per-app Play Console guide, the "Step-by-step
 * Play Console notes" the plan sells.
 */
export const LISTING_KIT_DELIVERABLE = 'listing-kit';
export const PLAY_GUIDE_DELIVERABLE = 'play-guide';
export const LISTING_KIT_CONTENT_TYPE = 'application/zip';
export const PLAY_GUIDE_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** Only an https address may open from a link deliverable: nothing else may run from a click in our pages. */
function httpsUrl(value: unknown): string | undefined {
  const candidate = optionalText(value);
  if (!candidate) return undefined;
  try {
    return new URL(candidate).protocol === 'https:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `deliverables/{uid}/{requestId}/{deliverableId}` as the customer's dialog and the support console read it: null
 * without a known kind and status; the label falls back to the id, the source to support, the times to 0 (updatedAt
 * to createdAt); a link keeps its address only when it is https.
 */
export function parseDeliverableRecord(raw: unknown, id: string): DeliverableRecord | null {
  const r = fieldsOf(raw);
  const kind = oneOf(KINDS, r?.kind);
  const status = oneOf(STATUSES, r?.status);
  if (!r || !kind || !status) return null;
  const createdAt = count(r.createdAt);
  return {
    id,
    kind,
    status,
    label: text(r.label) || id,
    source: oneOf(SOURCES, r.source) ?? 'support',
    createdAt,
    updatedAt: optionalNumber(r.updatedAt) ?? createdAt,
    ...definedOnly({
      fileName: optionalText(r.fileName),
      size: optionalNumber(r.size),
      sha256: optionalText(r.sha256),
      contentType: optionalText(r.contentType),
      storagePath: optionalText(r.storagePath),
      packageName: optionalText(r.packageName),
      versionCode: optionalNumber(r.versionCode),
      versionName: optionalText(r.versionName),
      certificateSha256: optionalText(r.certificateSha256),
      shellVersion: optionalText(r.shellVersion),
      targetSdk: optionalNumber(r.targetSdk),
      url: kind === 'link' ? httpsUrl(r.url) : undefined,
      error: optionalText(r.error),
      addedBy: optionalText(r.addedBy),
      availableAfterPayment: r.availableAfterPayment === true ? (true as const) : undefined,
      failure: oneOf(FAILURES, r.failure),
      attempts: optionalNumber(r.attempts),
      claimId: optionalText(r.claimId),
      claimedAt: optionalNumber(r.claimedAt),
      appLinkHosts: optionalHosts(r.appLinkHosts),
    }),
  };
}
