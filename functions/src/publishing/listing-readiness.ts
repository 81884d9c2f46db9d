import { listingTextIssues, screenshotCountIssue, type ListingIssue } from '../contracts/play-listing.js';
import type { PublishingRecord } from '../contracts/publishing.js';
import type { Db } from '../platform/db.js';
import { applyTracker } from './publishing-store.js';

/** What still stands between the listing and Play: its texts, links and the screenshot count. */
export function listingIssues(
  record: Pick<PublishingRecord, 'listing' | 'siteHasSignUp' | 'screenshots'>,
  allowLocalHttp: boolean,
): ListingIssue[] {
  const count = screenshotCountIssue(Object.keys(record.screenshots ?? {}).length);
  return [
    ...listingTextIssues(record.listing, record.siteHasSignUp ?? false, allowLocalHttp),
    ...(count ? [count] : []),
  ];
}

/** Marks "Listing ready" when nothing is missing (in its turn: before access is given it waits for Connect). */
export async function markListingIfReady(
  db: Db,
  uid: string,
  requestId: string,
  record: PublishingRecord,
  allowLocalHttp: boolean,
  now: number,
): Promise<boolean> {
  if (listingIssues(record, allowLocalHttp).length > 0) return false;
  await applyTracker(db, uid, requestId, { kind: 'listing-ready' }, 'system', now);
  return true;
}
