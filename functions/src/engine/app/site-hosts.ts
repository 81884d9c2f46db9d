import { parse } from 'tldts';
import { ApkConfigError } from './errors.js';

/** Extra hosts an app may keep inside (sign-in and payment providers): a short, reviewed list. */
export const MAX_EXTRA_HOSTS = 20;
const MAX_HOST_LENGTH = 253;
/** Private suffixes count (github.io, web.app, blogspot.com): their tenants are different people's sites. */
const PSL = { allowPrivateDomains: true } as const;
const HOST_CHARS = /^[^\s/?#@:\\[\]*]+$/;

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
 * The app's extra in-app hosts, normalised (lower case, punycode, no trailing dot, no duplicates).
 * Hosts only: no scheme, port, path or IP address, and never a public suffix (listing "com" or
 * "github.io" would keep whole swathes of the web inside the app).
 */
export function validateExtraHosts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const fail = (message: string) => new ApkConfigError('extraHosts', message);
  if (!Array.isArray(value)) throw fail('Extra hosts must be a list of host names.');
  if (value.length > MAX_EXTRA_HOSTS) throw fail(`List at most ${MAX_EXTRA_HOSTS} extra hosts.`);
  const hosts: string[] = [];
  for (const item of value) {
    const text = typeof item === 'string' ? item.trim().replace(/\.$/, '') : '';
    const example = 'Enter a host only, like accounts.example.com.';
    if (!text) throw fail(`An extra host is empty. ${example}`);
    if (text.length > MAX_HOST_LENGTH || !HOST_CHARS.test(text))
      throw fail(`"${text.slice(0, 80)}" is not a host name. ${example}`);
    let host: string;
    try {
      host = new URL(`https://${text}/`).hostname;
    } catch {
      throw fail(`"${text}" is not a host name. ${example}`);
    }
    const parsed = parse(host, PSL);
    if (parsed.isIp) throw fail(`"${text}" is an IP address. ${example}`);
    if (!host.includes('.') || host.length > MAX_HOST_LENGTH) throw fail(`"${text}" is not a host name. ${example}`);
    if (!parsed.domain || parsed.publicSuffix === host) {
      throw fail(
        `"${text}" is shared by many sites and cannot be listed. Enter the host of one site, like accounts.example.com.`,
      );
    }
    if (!hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}
