// THE definition of a valid new request (docs/product.md §5 "Request form"), used by the web form before it sends
// and by the createRequest callable before it writes (the form once accepted `not-an-email` and
// `https://my shop.example.com`, which the server refused). Dependency-free: it runs in the browser and in Node.

import {
  APP_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ICON_MAX_BYTES,
  PHONE_MAX_LENGTH,
  REQUEST_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './limits.js';
import { checkExtraHosts, type PublicSuffixTest } from './extra-hosts.js';
import { isPublicHostName } from './host-name.js';

/** What a customer submits; the server adds the plan's name and price, the state and the timestamps. */
export interface RequestInput {
  url: string;
  appName: string;
  email: string;
  /** Optional: '' when not given. */
  phone: string;
  description: string;
  extraInstructions: string;
  planId: string;
  /** '' or a PNG/JPEG base64 data URL of at most ICON_MAX_BYTES decoded bytes. */
  iconDataUrl: string;
  /** Hosts the app also keeps inside (contracts/extra-hosts.ts); [] for none, and absent over the wire means none. */
  extraHosts: string[];
  /**
   * Pull down to refresh at the top of a page (docs/shell-contract.md "Pull to refresh"); absent over the wire means
   * on, as for the build endpoint's `pull-to-refresh`.
   */
  pullToRefresh: boolean;
}

export type RequestInputField = keyof RequestInput;

/** Every field of a request input, in the form's order: what createRequest accepts and the form can mark. */
export const REQUEST_INPUT_FIELDS: readonly RequestInputField[] = [
  'url',
  'appName',
  'email',
  'phone',
  'description',
  'extraInstructions',
  'planId',
  'iconDataUrl',
  'extraHosts',
  'pullToRefresh',
];

export interface RequestInputProblem {
  field: RequestInputField;
  message: string;
}

/** The texts of the checks below: the spec's where it names the case (docs/product.md §5), ours after them. */
export const REQUEST_INPUT_MESSAGES = {
  invalidUrl: 'Please enter a valid URL.',
  urlScheme: 'URL must start with http:// or https://',
  urlTooLong: `Please enter a URL of at most ${URL_MAX_LENGTH} characters.`,
  missingAppName: 'Please enter an app name.',
  appNameTooLong: `Please enter an app name of at most ${APP_NAME_MAX_LENGTH} characters.`,
  missingEmail: 'Please enter an email.',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number.',
  descriptionTooLong: `Please keep the description to at most ${REQUEST_TEXT_MAX_LENGTH} characters.`,
  instructionsTooLong: `Please keep the extra instructions to at most ${REQUEST_TEXT_MAX_LENGTH} characters.`,
  unknownPlan: 'Please choose a plan.',
  iconFormat: 'Invalid file format. Please upload a PNG or JPG image.',
  iconTooLarge: 'Icon too large. Please upload an image under 200KB.',
  pullToRefreshNotBoolean: 'pullToRefresh must be true or false.',
} as const;

/**
 * docs/product.md §5 "text, @, text, dot, text", made precise: no spaces, exactly one @, and a domain of non-empty labels
 * separated by dots (`a@b.c` yes; `not-an-email`, `a@b`, `a@b..c`, `a b@c.d` no). The same pattern checks the
 * login, signup and reset forms.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** A phone number as people type it: an optional +, then digits with spaces, dashes, dots or brackets. */
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]*$/;
/** E.164 numbers have at most 15 digits; fewer than 6 is no reachable number. */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

export function isValidPhone(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * A website address (docs/product.md §5 order for its first two checks): present and more than a bare scheme, starting
 * with http:// or https://, at most URL_MAX_LENGTH characters, no whitespace anywhere, no user name or
 * password, and a public host name. Returns the problem's message, or null when the address is good.
 */
export function checkWebsiteUrl(url: string): string | null {
  const lower = url.toLowerCase();
  if (url === '' || lower === 'https://' || lower === 'http://') return REQUEST_INPUT_MESSAGES.invalidUrl;
  if (!lower.startsWith('http://') && !lower.startsWith('https://')) return REQUEST_INPUT_MESSAGES.urlScheme;
  if (url.length > URL_MAX_LENGTH) return REQUEST_INPUT_MESSAGES.urlTooLong;
  if (/\s/.test(url)) return REQUEST_INPUT_MESSAGES.invalidUrl;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return REQUEST_INPUT_MESSAGES.invalidUrl;
  }
  if (parsed.username || parsed.password || !isPublicHostName(parsed.hostname))
    return REQUEST_INPUT_MESSAGES.invalidUrl;
  return null;
}

/**
 * The pull-to-refresh choice as it arrives (createRequest's data, a request the web kept while offline): a boolean,
 * or absent for on (inputs from before the option existed); null for anything else, which createRequest refuses.
 */
export function pullToRefreshOf(value: unknown): boolean | null {
  if (value === undefined) return true;
  return typeof value === 'boolean' ? value : null;
}

const ICON_PREFIX = /^data:image\/(png|jpeg);base64,/;
// Padded base64 only (whole groups of four, at most two '=' and only at the end), so the decoded size follows from
// the length. One character class and a length test: linear, and fast on a 270 KB payload.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
const isPaddedBase64 = (payload: string) =>
  payload.length > 0 && payload.length % 4 === 0 && BASE64_CHARS.test(payload);
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
} as const;

/** Bytes a padded base64 payload decodes to. */
function base64DecodedLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

function startsWithSignature(payload: string, signature: readonly number[]): boolean {
  let head: string;
  try {
    head = atob(payload.slice(0, 12));
  } catch {
    return false;
  }
  return signature.every((byte, index) => head.charCodeAt(index) === byte);
}

/**
 * An icon (docs/product.md §5 "Icon"): '' (none), or a PNG or JPEG base64 data URL whose bytes start with that format's
 * signature and decode to at most ICON_MAX_BYTES bytes. The size check needs no decoding, so a hostile 50 MB
 * string costs one regular expression and one comparison.
 */
export function checkIconDataUrl(dataUrl: string): string | null {
  if (dataUrl === '') return null;
  const prefix = ICON_PREFIX.exec(dataUrl);
  if (!prefix) return REQUEST_INPUT_MESSAGES.iconFormat;
  const payload = dataUrl.slice(prefix[0].length);
  // Checked before the pattern: a regular expression over megabytes of text is the expensive part.
  if (payload.length > Math.ceil(ICON_MAX_BYTES / 3) * 4) return REQUEST_INPUT_MESSAGES.iconTooLarge;
  if (!isPaddedBase64(payload)) return REQUEST_INPUT_MESSAGES.iconFormat;
  if (base64DecodedLength(payload) > ICON_MAX_BYTES) return REQUEST_INPUT_MESSAGES.iconTooLarge;
  if (!startsWithSignature(payload, SIGNATURES[prefix[1] as keyof typeof SIGNATURES]))
    return REQUEST_INPUT_MESSAGES.iconFormat;
  return null;
}

/**
 * Every text field trimmed (docs/product.md §5 "Request form, trimmed"); the icon, the hosts and the pull-to-refresh
 * choice are kept as they are.
 */
export function trimRequestInput(input: RequestInput): RequestInput {
  return {
    url: input.url.trim(),
    appName: input.appName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    description: input.description.trim(),
    extraInstructions: input.extraInstructions.trim(),
    planId: input.planId.trim(),
    iconDataUrl: input.iconDataUrl,
    extraHosts: input.extraHosts,
    pullToRefresh: input.pullToRefresh,
  };
}

/**
 * The first problem of a (trimmed) request input, or null. The spec's four checks come first, in its order (URL
 * present, http(s) prefix, app name, email present); then the rest of the URL, the app name's length, the email's
 * shape, the phone, the two texts, the plan (one of `planIds`, the catalog's), the icon and the extra hosts (with the
 * caller's Public Suffix List where it has one: contracts/extra-hosts.ts).
 */
export function validateRequestInput(
  input: RequestInput,
  planIds: readonly string[],
  isPublicSuffix?: PublicSuffixTest,
): RequestInputProblem | null {
  const hosts = checkExtraHosts(input.extraHosts, isPublicSuffix);
  const problem = (field: RequestInputField, message: string | null) => (message ? { field, message } : null);
  const { url } = input;
  const lower = url.toLowerCase();
  if (url === '' || lower === 'https://' || lower === 'http://')
    return problem('url', REQUEST_INPUT_MESSAGES.invalidUrl);
  if (!lower.startsWith('http://') && !lower.startsWith('https://'))
    return problem('url', REQUEST_INPUT_MESSAGES.urlScheme);
  if (input.appName === '') return problem('appName', REQUEST_INPUT_MESSAGES.missingAppName);
  if (input.email === '') return problem('email', REQUEST_INPUT_MESSAGES.missingEmail);
  return (
    problem('url', checkWebsiteUrl(url)) ??
    problem('appName', input.appName.length > APP_NAME_MAX_LENGTH ? REQUEST_INPUT_MESSAGES.appNameTooLong : null) ??
    problem('email', isValidEmail(input.email) ? null : REQUEST_INPUT_MESSAGES.invalidEmail) ??
    problem('phone', input.phone === '' || isValidPhone(input.phone) ? null : REQUEST_INPUT_MESSAGES.invalidPhone) ??
    problem(
      'description',
      input.description.length > REQUEST_TEXT_MAX_LENGTH ? REQUEST_INPUT_MESSAGES.descriptionTooLong : null,
    ) ??
    problem(
      'extraInstructions',
      input.extraInstructions.length > REQUEST_TEXT_MAX_LENGTH ? REQUEST_INPUT_MESSAGES.instructionsTooLong : null,
    ) ??
    problem('planId', planIds.includes(input.planId) ? null : REQUEST_INPUT_MESSAGES.unknownPlan) ??
    problem('iconDataUrl', checkIconDataUrl(input.iconDataUrl)) ??
    problem('extraHosts', 'problem' in hosts ? hosts.problem : null)
  );
}
