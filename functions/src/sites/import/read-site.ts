import { SITE_ICON_MIN_SIDE } from '../../engine/index.js';
import type { ApkEngine } from '../../engine-pool/engine-port.js';
import { ICON_MAX_BYTES } from '../../contracts/limits.js';
import { SITE_IMPORT_LIMITS, SITE_IMPORT_MESSAGES, type ImportSiteResult } from '../../contracts/site-import.js';
import { UnreachableError } from '../ssrf-guard/fetch-headers.js';
import { cssColorToHex } from './css-color.js';
import type { FetchPublicOptions, PublicResource } from './fetch-public.js';
import { surveyIcons } from './icon-candidates.js';
import { decodePage, parseHead, type PageHead } from './parse-head.js';
import { parseManifest, type SiteManifest } from './parse-manifest.js';
import { signInProviders } from './sign-in-buttons.js';
import { suggestAppName, suggestShortName } from './site-name.js';

export type FetchPublic = (url: URL, options: FetchPublicOptions) => Promise<PublicResource>;

export interface ReadSiteDeps {
  /** The engine's bounded decoders, in a worker where the function runs (engine-pool/pooled-engine.ts). */
  engine: Pick<ApkEngine, 'prepareSiteIcon' | 'isConfigError'>;
  fetch: FetchPublic;
  allowLoopback: boolean;
}

/** What the site says about itself: the part of ImportSiteResult that does not depend on the account. */
export type SiteFacts = Pick<
  ImportSiteResult,
  | 'url'
  | 'reachable'
  | 'name'
  | 'shortName'
  | 'themeColor'
  | 'backgroundColor'
  | 'icon'
  | 'iconNote'
  | 'signInProviders'
> & {
  /** The site's description (manifest, else meta): where a store listing's draft starts. */
  description: string | null;
};

async function get(deps: ReadSiteDeps, url: URL, limits: Pick<FetchPublicOptions, 'maxBytes' | 'accept' | 'truncate'>) {
  try {
    const resource = await deps.fetch(url, {
      timeoutMs: SITE_IMPORT_LIMITS.timeoutMs,
      maxRedirects: SITE_IMPORT_LIMITS.maxRedirects,
      allowLoopback: deps.allowLoopback,
      ...limits,
    });
    return resource.status >= 200 && resource.status < 300 ? resource : null;
  } catch (error) {
    if (error instanceof UnreachableError) return null;
    throw error;
  }
}

function resolveOn(href: string | null, base: URL): URL | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

async function readManifest(deps: ReadSiteDeps, url: URL | null): Promise<{ manifest: SiteManifest; url: URL } | null> {
  if (!url) return null;
  const resource = await get(deps, url, {
    maxBytes: SITE_IMPORT_LIMITS.manifestBytes,
    accept: 'application/manifest+json,application/json;q=0.9,*/*;q=0.1',
    truncate: false,
  });
  const manifest = resource ? parseManifest(resource.body.toString('utf8')) : null;
  return manifest && resource ? { manifest, url: resource.finalUrl } : null;
}

/** The first candidate that downloads, decodes with the engine's bounded decoders and is big enough. */
async function readIcon(
  deps: ReadSiteDeps,
  page: { head: PageHead; base: URL },
  manifest: { manifest: SiteManifest; url: URL } | null,
): Promise<Pick<SiteFacts, 'icon' | 'iconNote'>> {
  const survey = surveyIcons(
    manifest ? { icons: manifest.manifest.icons, base: manifest.url } : null,
    { icons: page.head.icons, base: page.base },
    SITE_ICON_MIN_SIDE,
  );
  let sawSmall = survey.onlySmall;
  for (const candidate of survey.candidates.slice(0, SITE_IMPORT_LIMITS.iconAttempts)) {
    const resource = await get(deps, candidate.url, {
      maxBytes: SITE_IMPORT_LIMITS.iconBytes,
      accept: 'image/png,image/jpeg;q=0.9,image/*;q=0.5',
      truncate: false,
    });
    if (!resource) continue;
    let icon;
    try {
      icon = await deps.engine.prepareSiteIcon(new Uint8Array(resource.body), ICON_MAX_BYTES);
    } catch (error) {
      if (deps.engine.isConfigError(error)) continue; // not a PNG/JPEG we can read: try the next one
      throw error;
    }
    if (!icon) {
      sawSmall = true;
      continue;
    }
    const dataUrl = `data:${icon.contentType};base64,${Buffer.from(icon.bytes).toString('base64')}`;
    return { icon: { dataUrl, width: icon.width, height: icon.height, source: candidate.url.href }, iconNote: null };
  }
  const iconNote = survey.svgOnly
    ? SITE_IMPORT_MESSAGES.svgOnly
    : sawSmall
      ? SITE_IMPORT_MESSAGES.tooSmall
      : SITE_IMPORT_MESSAGES.noIcon;
  return { icon: null, iconNote };
}

/**
 * Reads a site the way a browser installing it would: the page's head (only its first SITE_IMPORT_LIMITS.pageBytes),
 * its web app manifest, then its best icon. A page that cannot be read gives defaults from the address.
 */
export async function readSite(deps: ReadSiteDeps, url: URL): Promise<SiteFacts> {
  const page = await get(deps, url, {
    maxBytes: SITE_IMPORT_LIMITS.pageBytes,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    truncate: true,
  });
  const contentType = String(page?.headers['content-type'] ?? '');
  if (!page || !/html/i.test(contentType)) {
    return {
      url: (page?.finalUrl ?? url).href,
      reachable: page !== null,
      name: suggestAppName(null, null, url),
      shortName: null,
      themeColor: null,
      backgroundColor: null,
      description: null,
      icon: null,
      iconNote: page ? SITE_IMPORT_MESSAGES.noIcon : SITE_IMPORT_MESSAGES.unreachable,
      signInProviders: [],
    };
  }
  const html = decodePage(page.body, contentType);
  const head = parseHead(html);
  const base = resolveOn(head.baseHref, page.finalUrl) ?? page.finalUrl;
  const manifest = await readManifest(deps, resolveOn(head.manifestHref, base));
  const name = suggestAppName(manifest?.manifest ?? null, head, page.finalUrl);
  return {
    url: page.finalUrl.href,
    reachable: true,
    name,
    shortName: suggestShortName(manifest?.manifest ?? null, name),
    themeColor: cssColorToHex(manifest?.manifest.themeColor ?? null) ?? cssColorToHex(head.themeColor),
    backgroundColor: cssColorToHex(manifest?.manifest.backgroundColor ?? null),
    description: manifest?.manifest.description ?? head.description,
    ...(await readIcon(deps, { head, base }, manifest)),
    signInProviders: signInProviders(html),
  };
}
