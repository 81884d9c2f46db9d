import { appNameFromUrl, isUsableAppName } from '../../contracts/app-name.js';
import { APP_NAME_MAX_LENGTH } from '../../contracts/limits.js';
import type { PageHead } from './parse-head.js';
import type { SiteManifest } from './parse-manifest.js';

/** Longer names than this are cut on the home screen; the manifest's short_name is then the better label. */
const LAUNCHER_NAME_LENGTH = 30;

const TITLE_SEPARATORS = /\s+[|\-–—·•:]\s+/;

/**
 * From a title like "Home | Asha's Kitchen", the part that names the site: the one that contains the host's main
 * label ("ashaskitchen"), else the last part (sites usually end titles with their name), else the title.
 */
function siteNameFromTitle(title: string, url: URL): string {
  const parts = title.split(TITLE_SEPARATORS).filter((part) => isUsableAppName(part));
  if (parts.length <= 1) return title;
  const labels = url.hostname.replace(/^www\./, '').split('.');
  const main = (labels.length > 1 ? labels[labels.length - 2] : labels[0])?.replace(/[^a-z0-9]/g, '') ?? '';
  const squash = (part: string) => part.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    parts.find((part) => main !== '' && (squash(part).includes(main) || main.includes(squash(part)))) ?? parts.at(-1)!
  );
}

function usable(name: string | null | undefined): string | null {
  if (!name || !isUsableAppName(name)) return null;
  return [...name].slice(0, APP_NAME_MAX_LENGTH).join('').trim();
}

/**
 * The app name to suggest: the manifest's name (its short_name when the name would be cut on the home screen), the
 * page's application-name, Apple title, og:site_name, then its title; else a name made from the address. Never
 * empty, never without a letter (so never "0"), never an IP address.
 */
export function suggestAppName(manifest: SiteManifest | null, head: PageHead | null, url: URL): string {
  const name = usable(manifest?.name);
  const shortName = usable(manifest?.shortName);
  if (name && name.length > LAUNCHER_NAME_LENGTH && shortName) return shortName;
  const title = head?.title ? usable(siteNameFromTitle(head.title, url)) : null;
  return (
    name ??
    shortName ??
    usable(head?.applicationName) ??
    usable(head?.appleTitle) ??
    usable(head?.ogSiteName) ??
    title ??
    appNameFromUrl(url.href)
  );
}

/** The manifest's short_name when it is usable and differs from the suggested name. */
export function suggestShortName(manifest: SiteManifest | null, name: string): string | null {
  const shortName = usable(manifest?.shortName);
  return shortName && shortName !== name ? shortName : null;
}
