import type { ResConfig } from '../core/arsc/res-config.js';
import type { RgbaImage } from '../core/image/raster.js';
import {
  type AppConfig,
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_THEME_COLOR,
  defaultVersionName,
  MAX_APP_NAME_LENGTH,
  MAX_URL_LENGTH,
  MAX_VERSION_CODE,
  MAX_VERSION_NAME_LENGTH,
} from './app-config.js';
import { parseColor } from './colors.js';
import { ApkConfigError } from './errors.js';
import { decodeIcon } from './icon-input.js';
import { derivePackageName, validatePackageName } from './package-name.js';
import { appLinkHosts, cleartextHosts, siteHosts, validateExtraHosts } from './site-hosts.js';

/** A validated, defaulted configuration: everything the writers need, in the form they need it. */
export interface NormalizedConfig {
  url: URL;
  appName: string;
  packageName: string;
  versionCode: number;
  versionName: string;
  themeColor: number;
  backgroundColor: number;
  icon: RgbaImage | null;
  /** The adaptive icon's background colour when the user chose one, else null (sampled from the icon). */
  iconBackgroundColor: number | null;
  orientation: 'any' | 'portrait' | 'landscape';
  permissions: { camera: boolean; microphone: boolean; location: boolean };
  labels: { tag: string; config: ResConfig; name: string }[];
  /** The site that stays inside the app: the start host's registrable domain (site-hosts.ts). */
  hosts: string[];
  /** The owner's other hosts: kept inside, trusted with permissions, claimed as App Links (contracts/extra-hosts.ts). */
  extraHosts: string[];
  /** The start host, its apex and www twins, and the extra hosts: the App Links filter's hosts. */
  appLinkHosts: string[];
  pullToRefresh: boolean;
  /** Hosts the network security config lets load over http, exactly; empty for an https app. */
  cleartextHosts: string[];
  /** The notification feed the app polls, or null: no notifications. */
  notificationFeedUrl: string | null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Control characters and line breaks become spaces; the result is trimmed and well-formed UTF-16. */
function cleanText(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();
}

function appLabel(value: unknown, field: string): string {
  if (typeof value !== 'string' || !cleanText(value)) throw new ApkConfigError(field, 'Please enter an app name.');
  const name = cleanText(value);
  if ([...name].length > MAX_APP_NAME_LENGTH) {
    throw new ApkConfigError(field, `App name is too long. Use at most ${MAX_APP_NAME_LENGTH} characters.`);
  }
  return name;
}

/** An http(s) URL with a host and no credentials, as the functions write it (docs/shell-contract.md "Notifications"). */
function parseFeedUrl(value: unknown): string | null {
  if (value === undefined) return null;
  const fail = () => new ApkConfigError('notificationFeedUrl', 'The notification feed must be an http(s) address.');
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || !/^https?:\/\//i.test(value)) throw fail();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail();
  }
  if (!url.hostname || url.username || url.password || url.hash) throw fail();
  return url.href;
}

function parseStartUrl(value: unknown): URL {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text === 'https://' || text === 'http://') throw new ApkConfigError('url', 'Please enter a valid URL.');
  if (!/^https?:\/\//i.test(text)) throw new ApkConfigError('url', 'URL must start with http:// or https://');
  if (text.length > MAX_URL_LENGTH)
    throw new ApkConfigError('url', `URL is too long. Use at most ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ApkConfigError('url', 'Please enter a valid URL.');
  }
  if (!url.hostname) throw new ApkConfigError('url', 'Please enter a valid URL.');
  if (url.username || url.password)
    throw new ApkConfigError('url', 'The URL must not contain a user name or password.');
  return url;
}

const LOCALE = /^([a-z]{2,3})(?:[-_]([a-z]{4}))?(?:[-_]([a-z]{2}|\d{3}))?$/i;

function localeConfig(tag: string): { tag: string; config: ResConfig } {
  const match = LOCALE.exec(tag.trim());
  if (!match) throw new ApkConfigError('labels', `Unsupported language code "${tag}". Use codes like hi, ta or pt-BR.`);
  const [, language, script, region] = match as unknown as [string, string, string | undefined, string | undefined];
  const config: ResConfig = { language: language.toLowerCase() };
  if (script) config.script = script[0]!.toUpperCase() + script.slice(1).toLowerCase();
  if (region) config.region = region.toUpperCase();
  return { tag: [config.language, config.script, config.region].filter(Boolean).join('-'), config };
}

export function normalizeConfig(config: AppConfig): NormalizedConfig {
  if (!config || typeof config !== 'object') throw new ApkConfigError('config', 'Missing app configuration.');
  const url = parseStartUrl(config.url);
  const appName = appLabel(config.appName, 'appName');
  const packageName =
    config.packageName === undefined || config.packageName === ''
      ? derivePackageName(url.href)
      : validatePackageName(String(config.packageName).trim());
  const versionCode = config.versionCode ?? 1;
  if (!Number.isInteger(versionCode) || versionCode < 1 || versionCode > MAX_VERSION_CODE) {
    throw new ApkConfigError('versionCode', `Version code must be a whole number from 1 to ${MAX_VERSION_CODE}.`);
  }
  const rawVersionName: unknown = config.versionName ?? defaultVersionName(versionCode);
  const versionName = typeof rawVersionName === 'string' ? cleanText(rawVersionName) : '';
  if (!versionName || versionName.length > MAX_VERSION_NAME_LENGTH) {
    throw new ApkConfigError('versionName', `Version name must be 1 to ${MAX_VERSION_NAME_LENGTH} characters.`);
  }
  const orientation = config.orientation ?? 'any';
  if (!['any', 'portrait', 'landscape'].includes(orientation)) {
    throw new ApkConfigError('orientation', 'Orientation must be any, portrait or landscape.');
  }
  const labels = Object.entries(config.labels ?? {}).map(([tag, name]) => ({
    ...localeConfig(tag),
    name: appLabel(name, `labels.${tag}`),
  }));
  const seen = new Set<string>();
  for (const label of labels) {
    if (seen.has(label.tag)) throw new ApkConfigError('labels', `The language ${label.tag} is listed twice.`);
    seen.add(label.tag);
  }
  const permissions = config.permissions ?? {};
  const extraHosts = validateExtraHosts(config.extraHosts);
  if (config.pullToRefresh !== undefined && typeof config.pullToRefresh !== 'boolean') {
    throw new ApkConfigError('pullToRefresh', 'Pull to refresh must be true or false.');
  }
  return {
    url,
    appName,
    packageName,
    versionCode,
    versionName,
    themeColor: parseColor(config.themeColor ?? DEFAULT_THEME_COLOR, 'themeColor'),
    backgroundColor: parseColor(config.backgroundColor ?? DEFAULT_BACKGROUND_COLOR, 'backgroundColor'),
    icon: config.icon === undefined ? null : decodeIcon(config.icon),
    iconBackgroundColor:
      config.iconBackgroundColor === undefined ? null : parseColor(config.iconBackgroundColor, 'iconBackgroundColor'),
    orientation,
    permissions: {
      camera: permissions.camera === true,
      microphone: permissions.microphone === true,
      location: permissions.location === true,
    },
    labels,
    hosts: siteHosts(url),
    extraHosts,
    appLinkHosts: appLinkHosts(url, extraHosts),
    pullToRefresh: config.pullToRefresh !== false,
    cleartextHosts: cleartextHosts(url),
    notificationFeedUrl: parseFeedUrl(config.notificationFeedUrl),
  };
}
