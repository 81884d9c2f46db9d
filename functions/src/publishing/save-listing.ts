import { HttpsError } from 'firebase-functions/https';
import { EMPTY_LISTING, listingTextIssues, type ListingField, type ListingText } from '../contracts/play-listing.js';
import type { PublishingSaveListingResult } from '../contracts/publishing.js';
import type { Caller } from '../platform/callers/caller.js';
import { listingIssues, markListingIfReady } from './listing-readiness.js';
import { openPublishing } from './open-publishing.js';
import type { PublishingDeps } from './publishing-deps.js';
import { patchPublishing } from './publishing-store.js';
import { publishingTarget } from './publishing-target.js';
import { auditIfSupport } from './support-audit.js';

/** Longest text any field may hold at all (Play's own limits are checked with the field's message). */
const FIELD_MAX = 5000;

function parseListing(value: unknown): ListingText {
  if (typeof value !== 'object' || value === null) throw new HttpsError('invalid-argument', 'listing is required.');
  const input = value as Record<string, unknown>;
  const listing = { ...EMPTY_LISTING };
  for (const field of Object.keys(EMPTY_LISTING) as ListingField[]) {
    const text = input[field] ?? '';
    if (typeof text !== 'string' || text.length > FIELD_MAX)
      throw new HttpsError('invalid-argument', `${field} must be text of at most ${FIELD_MAX} characters.`, { field });
    listing[field] = field === 'fullDescription' ? text.trim() : text.replace(/\s+/g, ' ').trim();
  }
  return listing;
}

/**
 * publishingSaveListing({ requestId, uid?, listing }): saves the listing's texts and links. A text over Play's limit
 * or a malformed address is refused with its field named (nothing is saved); empty fields are a draft and listed as
 * still missing. A complete listing with its screenshots marks "Listing ready".
 */
export async function publishingSaveListing(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PublishingSaveListingResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const listing = parseListing(target.input.listing);
  const wrong = listingTextIssues(listing, false, deps.allowLoopback).find(
    (issue) => issue.field !== 'screenshots' && listing[issue.field] !== '',
  );
  if (wrong) throw new HttpsError('invalid-argument', wrong.message, { field: wrong.field });
  const record = await openPublishing(deps, target);
  const now = deps.clock.now();
  await patchPublishing(deps.db, target.uid, target.requestId, { listing }, now);
  const saved = { ...record, listing };
  const issues = listingIssues(saved, deps.allowLoopback);
  if (issues.length === 0)
    await markListingIfReady(deps.db, target.uid, target.requestId, saved, deps.allowLoopback, now);
  await auditIfSupport(deps, caller, target, 'publishingSaveListing', { listing: record.listing }, { listing });
  return { issues, listingReady: issues.length === 0 };
}
