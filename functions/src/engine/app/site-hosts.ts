import { parse } from 'tldts';
import { checkExtraHosts } from '../../contracts/extra-hosts.js';
import { ApkConfigError } from './errors.js';

/** Private suffixes count (github.io, web.app, blogspot.com): their tenants are different people's sites. */
const PSL = { allowPrivateDomains: true } as const;

/** A public suffix itself (co.in, github.io): many people's sites. */
function isPublicSuffix(host: string): boolean {
  const parsed = parse(host, PSL);
  return !parsed.domain || parsed.publicSuffix === host;
}

function hostOf(url: URL): string {
  return url.hostname.replace(/\.$/, '');
}

/**
 * The site the app keeps in the WebView, as the shell's config.json lists it: the start host's
 * registrable domain from the Public Suffix List, subdomains included (www.example.co.in -> example.co.in,
 * alice.github.io -> alice.github.io). A host that is itself a public suffix (github.io) or has none
 * (localhost) is marked "=": that host only. An IP address is itself.
 */
export function siteHosts(url: URL): string[] {
  const host = hostOf(url);
  const parsed = parse(host, PSL);
  if (parsed.isIp) return [host];
  return [parsed.domain ?? `=${host}`];
}

/**
 * Hosts that may load over http, exactly (the network security config's domains, docs/shell-contract.md):
 * none for an https app; for an http one its start host and that host's www/apex twin (a server that
 * sends example.com to www.example.com must not end on an error page).
 */
export function cleartextHosts(url: URL): string[] {
  if (url.protocol !== 'http:') return [];
  const host = hostOf(url);
  const domain = parse(host, PSL).domain;
  if (!domain) return [host];
  if (host === domain) return [host, `www.${host}`];
  return host === `www.${domain}` ? [host, domain] : [host];
}

/**
 * The app's extra hosts (contracts/extra-hosts.ts, the rule the forms and the command line use), with the Public
 * Suffix List deciding what is shared by many sites; normalised, without duplicates.
 */
export function validateExtraHosts(value: unknown): string[] {
  const checked = checkExtraHosts(value, isPublicSuffix);
  if ('problem' in checked) throw new ApkConfigError('extraHosts', checked.problem);
  return checked.hosts;
}

/**
 * The hosts the App Links filter claims (docs/shell-contract.md "Manifest"): the start host, the site's apex and its
 * www host (the twins a link may name: shop.example.co.in gives example.co.in and www.example.co.in too), and the
 * extra hosts. A start host without a registrable domain (an IP, localhost, a public suffix) claims only itself.
 */
export function appLinkHosts(url: URL, extraHosts: readonly string[]): string[] {
  const host = hostOf(url);
  const parsed = parse(host, PSL);
  const twins = parsed.isIp || !parsed.domain ? [] : [parsed.domain, `www.${parsed.domain}`];
  return [...new Set([host, ...twins, ...extraHosts])];
}
