// Sizes and lengths that the database rules, the functions and the web app all enforce (docs/product.md §9,
// docs/data-model.md). database.rules.json cannot import: tools/rules-tests/src/rules-limits.test.ts checks that
// the numbers written in it equal these.

/** An app icon: PNG or JPEG of at most this many bytes (decoded). */
export const ICON_MAX_BYTES = 204_800;
/** Below this width or height the forms warn that the icon is small (the upload is still accepted). */
const ICON_WARNING_MIN_SIDE = 192;
/** The APK form and the command line recommend this icon size; the request form recommends 512. */
export const APK_ICON_RECOMMENDED_SIDE = 1024;

/** The forms' and the command line's warning for an icon under ICON_WARNING_MIN_SIDE px; null when it is big enough. */
export function smallIconWarning(width: number, height: number, recommendedSide: number): string | null {
  if (width >= ICON_WARNING_MIN_SIDE && height >= ICON_WARNING_MIN_SIDE) return null;
  return `Image is small. Recommended size is at least ${recommendedSide}x${recommendedSide} pixels.`;
}

/** A website address, in a request, a build body and a frame check. */
export const URL_MAX_LENGTH = 2048;
/** The app name of a request or a build. */
export const APP_NAME_MAX_LENGTH = 100;
/** Any email field (contact, account). */
export const EMAIL_MAX_LENGTH = 320;
/** The optional phone number of a request or a build. */
export const PHONE_MAX_LENGTH = 32;
/** The owner name of a build (the signing certificate's subject). */
export const OWNER_NAME_MAX_LENGTH = 200;
/** A request's description and its extra instructions, each. */
export const REQUEST_TEXT_MAX_LENGTH = 5000;

/** Requests shown per page of the requests list. */
export const REQUESTS_PAGE_SIZE = 10;

/** Open (unpaid, not deleted) requests one account may have at once. */
export const OPEN_UNPAID_REQUESTS_MAX = 20;
/** Requests one account may create per rolling hour. */
export const REQUEST_CREATIONS_PER_HOUR = 30;
/** createRequest's refusal at either quota, shown to the user as it is. */
export const REQUEST_QUOTA_MESSAGE = 'You have too many open requests. Delete or pay for one first.';

/** createOrder calls one account may make per window; an open order is reused, not re-created. */
export const ORDER_CALLS_PER_WINDOW = 10;
export const ORDER_WINDOW_MINUTES = 10;
