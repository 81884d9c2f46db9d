import { HttpsError } from 'firebase-functions/https';
import {
  APP_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  OWNER_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../contracts/limits.js';
import { appNameFromUrl } from '../contracts/app-name.js';
import {
  APP_PERMISSIONS,
  DEFAULT_THEME_COLOR,
  HEX_COLOR,
  ORIENTATIONS,
  VERSION_NAME_MAX_LENGTH,
  type AppPermission,
  type Orientation,
} from '../contracts/app-options.js';
import { MAX_PACKAGE_NAME_LENGTH, packageNameProblem } from '../contracts/package-name.js';
import { checkExtraHosts } from '../contracts/extra-hosts.js';
import { isPublicSuffix } from '../platform/public-suffix.js';
import { decodeIconDataUrl } from './icon-data-url.js';

/** The body of POST /api/download-apk (docs/api.md), validated and trimmed. */
export interface BuildBody {
  url: string;
  appName: string;
  ownerName: string;
  contactEmail: string;
  phoneNumber: string;
  userId: string;
  icon: Uint8Array | undefined;
  /** The package name asked for, trimmed; undefined for the site's default. Checked by package-claims.ts. */
  packageName: string | undefined;
  /** The owner confirms they own the site or may publish it (docs/product.md "Package names"). */
  confirmSite: boolean;
  /** App options (contracts/app-options.ts): only those the body sets, so the engine's defaults stand for the rest. */
  options: BuildOptions;
}

interface BuildOptions {
  themeColor?: string;
  backgroundColor?: string;
  orientation?: Orientation;
  permissions?: Partial<Record<AppPermission, boolean>>;
  versionName?: string;
  extraHosts?: string[];
  pullToRefresh?: boolean;
}

/** JSON bodies larger than this cannot be a valid build request (an icon is at most ~273 KB of base64). */
export const MAX_BODY_BYTES = 400 * 1024;

// docs/product.md §5: text, @, text, dot, text.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(message: string): HttpsError {
  return new HttpsError('invalid-argument', message);
}

function optionalText(body: Record<string, unknown>, field: string, max: number, label: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(`${label} must be text.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${label} must be at most ${max} characters.`);
  return trimmed;
}

function parseUrl(value: unknown): string {
  if (typeof value !== 'string') throw invalid('Please enter a valid URL.');
  const url = value.trim();
  if (url === '' || url === 'https://' || url === 'http://') throw invalid('Please enter a valid URL.');
  if (!/^https?:\/\//i.test(url)) throw invalid('URL must start with http:// or https://');
  if (url.length > URL_MAX_LENGTH) throw invalid(`URL must be at most ${URL_MAX_LENGTH} characters.`);
  try {
    const parsed = new URL(url);
    if (!parsed.hostname) throw new Error('no host');
  } catch {
    throw invalid('Please enter a valid URL.');
  }
  return url;
}

/** The rule itself (length included) is packageNameProblem's, so its reasons reach the user unchanged. */
function parseRequestedPackage(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid('Package name must be text.');
  const trimmed = value.trim();
  // Refused here only when too long, so an oversized string goes no further; everything else in package-claims.ts.
  if (trimmed.length > MAX_PACKAGE_NAME_LENGTH)
    throw invalid(packageNameProblem(trimmed) ?? 'Package name is too long.');
  return trimmed === '' ? undefined : trimmed;
}

function optionalColor(body: Record<string, unknown>, field: string, label: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !HEX_COLOR.test(value.trim())) {
    throw invalid(`${label} must be a hex colour like ${DEFAULT_THEME_COLOR}.`);
  }
  return value.trim().toLowerCase();
}

function parseOptions(body: Record<string, unknown>): BuildOptions {
  const options: BuildOptions = {};
  const themeColor = optionalColor(body, 'theme-color', 'Theme colour');
  if (themeColor) options.themeColor = themeColor;
  const backgroundColor = optionalColor(body, 'background-color', 'Splash background colour');
  if (backgroundColor) options.backgroundColor = backgroundColor;
  const orientation = body.orientation;
  if (orientation !== undefined && orientation !== null) {
    if (!ORIENTATIONS.includes(orientation as Orientation)) {
      throw invalid('Orientation must be any, portrait or landscape.');
    }
    options.orientation = orientation as Orientation;
  }
  const permissions = body.permissions;
  if (permissions !== undefined && permissions !== null) {
    if (typeof permissions !== 'object' || Array.isArray(permissions)) {
      throw invalid('permissions must be an object of camera, microphone and location.');
    }
    const chosen: Partial<Record<AppPermission, boolean>> = {};
    for (const [name, value] of Object.entries(permissions)) {
      if (!APP_PERMISSIONS.includes(name as AppPermission) || typeof value !== 'boolean') {
        throw invalid('permissions must be an object of camera, microphone and location.');
      }
      chosen[name as AppPermission] = value;
    }
    options.permissions = chosen;
  }
  const versionName = optionalText(body, 'version-name', VERSION_NAME_MAX_LENGTH, 'Version name');
  if (versionName) options.versionName = versionName;
  // The one rule of the forms and the engine, with the Public Suffix List (the engine checks it again).
  const hosts = checkExtraHosts(body['extra-hosts'], isPublicSuffix);
  if ('problem' in hosts) throw invalid(hosts.problem);
  if (hosts.hosts.length) options.extraHosts = hosts.hosts;
  const pull = body['pull-to-refresh'];
  if (pull !== undefined && pull !== null && typeof pull !== 'boolean')
    throw invalid('pull-to-refresh must be true or false.');
  if (pull === false) options.pullToRefresh = false;
  return options;
}

function parseConfirmation(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid('confirm-site must be true or false.');
  return value;
}

export function parseBuildBody(raw: Buffer): BuildBody {
  if (raw.length > MAX_BODY_BYTES) throw invalid('The request is too large. Icons must be under 200KB.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalid('The request body must be JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('The request body must be a JSON object.');
  }
  const body = parsed as Record<string, unknown>;
  const url = parseUrl(body.url);
  const userId = body.userId;
  if (typeof userId !== 'string' || userId.trim() === '') throw invalid('userId is required.');
  const contactEmail = optionalText(body, 'contact-email', EMAIL_MAX_LENGTH, 'Contact email');
  if (contactEmail !== '' && !EMAIL.test(contactEmail)) throw invalid('Please enter a valid email address');
  const appName = optionalText(body, 'app-name', APP_NAME_MAX_LENGTH, 'App name');
  return {
    url,
    // docs/product.md §5: only the URL is required; the name then comes from the address like the form's (never an IP).
    appName: appName || appNameFromUrl(url),
    ownerName: optionalText(body, 'owner-name', OWNER_NAME_MAX_LENGTH, 'Owner name'),
    contactEmail,
    phoneNumber: optionalText(body, 'phone-number', PHONE_MAX_LENGTH, 'Phone number'),
    userId: userId.trim(),
    icon: decodeIconDataUrl(body['app-icon']),
    packageName: parseRequestedPackage(body['package-name']),
    confirmSite: parseConfirmation(body['confirm-site']),
    options: parseOptions(body),
  };
}
