// A Play store listing as we prepare it (docs/product.md "Publishing"): its text limits, image rules and the one
// check every side runs (the web form, the callables, the preflight, `npm run listing` and the Play stand-in), so a
// listing the form accepts is one Play accepts.

/** Play's limits for the store listing's texts, in characters (code points, as Play counts them). */
export const LISTING_TEXT_LIMITS = { title: 30, shortDescription: 80, fullDescription: 4000 } as const;

/** The hi-res icon: 512 x 512, a 32-bit PNG (alpha allowed). */
export const PLAY_ICON_SIZE = 512;
/** The feature graphic: 1024 x 500, a JPEG or a 24-bit PNG, no alpha. */
export const FEATURE_GRAPHIC_SIZE = { width: 1024, height: 500 } as const;

/** Phone screenshots: 2 to 8, each side 320 to 3840 px, the longer side at most twice the shorter, PNG or JPEG. */
export const SCREENSHOT_RULES = {
  min: 2,
  max: 8,
  minSide: 320,
  maxSide: 3840,
  maxAspect: 2,
  /** Ours, not Play's (8 MB): a screenshot travels in one callable request as a data URL. */
  maxBytes: 4 * 1024 * 1024,
} as const;

/** What a listing holds besides its images (the images are the kit's and the screenshots' own records). */
export interface ListingText {
  title: string;
  shortDescription: string;
  fullDescription: string;
  contactEmail: string;
  website: string;
  privacyPolicyUrl: string;
  /** Needed when the site lets people sign up (Play's account-deletion rule); '' otherwise. */
  accountDeletionUrl: string;
}

export type ListingField = keyof ListingText;

export const LISTING_FIELD_LABELS: Readonly<Record<ListingField, string>> = {
  title: 'App name on Play',
  shortDescription: 'Short description',
  fullDescription: 'Full description',
  contactEmail: 'Contact email',
  website: 'Website',
  privacyPolicyUrl: 'Privacy policy URL',
  accountDeletionUrl: 'Account deletion URL',
};

export interface ListingIssue {
  field: ListingField | 'screenshots';
  message: string;
}

/** Characters as Play counts them: code points, so an emoji or a Devanagari letter counts once per code point. */
export const characterCount = (text: string): number => [...text].length;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hosts of the local stack's test sites: plain http is accepted for them where the caller allows it. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** True for an https address, or (allowLocalHttp: the local stack) an http one on this machine. */
export function isListingLink(value: string, allowLocalHttp = false): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' || (allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname))
    );
  } catch {
    return false;
  }
}

function httpsProblem(label: string, value: string, allowLocalHttp: boolean): string | null {
  if (isListingLink(value, allowLocalHttp)) return null;
  return /^https?:\/\/[^/\s]/i.test(value)
    ? `${label} must start with https://: Play refuses plain http links.`
    : `${label} must be a full address starting with https://.`;
}

/**
 * Every problem of a listing's texts, in field order (empty when Play would take it). `needsAccountDeletion` is the
 * preflight's finding that the site has sign-up: Play then requires a web page where people delete their account.
 * `allowLocalHttp` accepts the local stack's http test sites (the emulator only).
 */
export function listingTextIssues(
  listing: ListingText,
  needsAccountDeletion = false,
  allowLocalHttp = false,
): ListingIssue[] {
  const issues: ListingIssue[] = [];
  for (const field of ['title', 'shortDescription', 'fullDescription'] as const) {
    const label = LISTING_FIELD_LABELS[field];
    const count = characterCount(listing[field].trim());
    const limit = LISTING_TEXT_LIMITS[field];
    if (count === 0) issues.push({ field, message: `Please write the ${label.toLowerCase()}.` });
    else if (count > limit)
      issues.push({ field, message: `${label} must be at most ${limit} characters (it has ${count}).` });
  }
  if (!EMAIL.test(listing.contactEmail.trim()))
    issues.push({ field: 'contactEmail', message: 'Please enter the contact email Play shows on your listing.' });
  if (listing.website.trim()) {
    const problem = httpsProblem('Website', listing.website.trim(), allowLocalHttp);
    if (problem) issues.push({ field: 'website', message: problem });
  }
  if (!listing.privacyPolicyUrl.trim())
    issues.push({
      field: 'privacyPolicyUrl',
      message: 'Please add your privacy policy URL: Play requires one for every app.',
    });
  else {
    const problem = httpsProblem('Privacy policy URL', listing.privacyPolicyUrl.trim(), allowLocalHttp);
    if (problem) issues.push({ field: 'privacyPolicyUrl', message: problem });
  }
  if (listing.accountDeletionUrl.trim()) {
    const problem = httpsProblem('Account deletion URL', listing.accountDeletionUrl.trim(), allowLocalHttp);
    if (problem) issues.push({ field: 'accountDeletionUrl', message: problem });
  } else if (needsAccountDeletion)
    issues.push({
      field: 'accountDeletionUrl',
      message: 'Your site lets people sign up, so Play needs a web page where they can delete their account.',
    });
  return issues;
}

export type ScreenshotFormat = 'png' | 'jpeg';

export interface ScreenshotFacts {
  width: number;
  height: number;
  format: ScreenshotFormat | null;
  bytes: number;
}

/** Why Play would refuse this phone screenshot, or null. `position` is 1-based, for the message. */
export function screenshotProblem(shot: ScreenshotFacts, position: number): string | null {
  const name = `Screenshot ${position}`;
  if (shot.format === null) return `${name} is not a PNG or JPEG image. Save it as PNG or JPEG and add it again.`;
  if (shot.bytes > SCREENSHOT_RULES.maxBytes)
    return `${name} is larger than 4 MB. Save it as JPEG or make it smaller, then add it again.`;
  const short = Math.min(shot.width, shot.height);
  const long = Math.max(shot.width, shot.height);
  if (short < SCREENSHOT_RULES.minSide || long > SCREENSHOT_RULES.maxSide)
    return `${name} is ${shot.width}x${shot.height} px: each side must be between ${SCREENSHOT_RULES.minSide} and ${SCREENSHOT_RULES.maxSide} px.`;
  if (long > short * SCREENSHOT_RULES.maxAspect)
    return `${name} is ${shot.width}x${shot.height} px: the longer side may be at most twice the shorter.`;
  return null;
}

/** The screenshot count rule, as an issue, or null. */
export function screenshotCountIssue(count: number): ListingIssue | null {
  if (count < SCREENSHOT_RULES.min)
    return {
      field: 'screenshots',
      message: `Please add at least ${SCREENSHOT_RULES.min} phone screenshots (you have ${count}).`,
    };
  if (count > SCREENSHOT_RULES.max)
    return {
      field: 'screenshots',
      message: `Play takes at most ${SCREENSHOT_RULES.max} phone screenshots (you have ${count}).`,
    };
  return null;
}

/**
 * Cuts a draft text to a limit at a word boundary, with an ellipsis when it had to cut (drafts from a site). Runs of
 * spaces become one; paragraph breaks stay.
 */
export function fitToLimit(text: string, limit: number): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const chars = [...clean];
  if (chars.length <= limit) return clean;
  const cut = chars.slice(0, limit - 1).join('');
  // Cut after a whole word: where the next character is a space, the cut already is one.
  const space = /\s/.test(chars[limit - 1]!) ? cut.length : cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export const EMPTY_LISTING: ListingText = {
  title: '',
  shortDescription: '',
  fullDescription: '',
  contactEmail: '',
  website: '',
  privacyPolicyUrl: '',
  accountDeletionUrl: '',
};
