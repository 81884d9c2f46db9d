// The first draft of a store listing, written from what we know of the site and the request (docs/product.md
// "Publishing"): every text already within Play's limits, so the kit is usable as it is and the owner only edits.

import { fitToLimit, isListingLink, LISTING_TEXT_LIMITS, type ListingText } from './play-listing.js';

export interface ListingDraftInput {
  appName: string;
  url: string;
  /** The site's own description (manifest, meta description) or the request's, if any. */
  description?: string | null;
  contactEmail?: string;
  /** Links the site itself shows, when a reader found them. */
  privacyPolicyUrl?: string | null;
  accountDeletionUrl?: string | null;
  /** The local stack's http test sites count as links (the emulator only). */
  allowLocalHttp?: boolean;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** https addresses only: Play refuses plain http links on a listing. */
function linkOrEmpty(value: string | null | undefined, allowLocalHttp: boolean): string {
  return value && isListingLink(value, allowLocalHttp) ? new URL(value).href : '';
}

export function draftListing(input: ListingDraftInput): ListingText {
  const name = input.appName.trim() || hostOf(input.url);
  const host = hostOf(input.url);
  const about = (input.description ?? '').replace(/\s+/g, ' ').trim();
  const short = about || `${name} on your phone: everything on ${host}, one tap from your home screen.`;
  const full = [
    about,
    `Get ${name} on your Android phone. The app opens ${host} straight from your home screen, full screen and without the browser's address bar, and keeps you signed in like the website does.`,
    'Links to the site open inside the app, other links in your browser, and downloads and sharing work as on the web.',
  ]
    .filter(Boolean)
    .join('\n\n');
  let website = '';
  try {
    const url = new URL(input.url);
    website = isListingLink(url.href, input.allowLocalHttp) ? url.origin : '';
  } catch {
    // An address that does not parse gives no website; the listing check says so.
  }
  return {
    title: fitToLimit(name, LISTING_TEXT_LIMITS.title),
    shortDescription: fitToLimit(short, LISTING_TEXT_LIMITS.shortDescription),
    fullDescription: fitToLimit(full, LISTING_TEXT_LIMITS.fullDescription),
    contactEmail: (input.contactEmail ?? '').trim(),
    website,
    privacyPolicyUrl: linkOrEmpty(input.privacyPolicyUrl, input.allowLocalHttp ?? false),
    accountDeletionUrl: linkOrEmpty(input.accountDeletionUrl, input.allowLocalHttp ?? false),
  };
}
