// Extra hosts (docs/shell-contract.md "Navigation", docs/product.md "App options"): hosts besides the site that an
// app keeps inside, starts payment chains at, trusts with its permissions and claims App Links for. THE rule, used by
// the APK form, the request form, the command line's --extra-host, the build endpoint, createRequest and the engine.
// Dependency-free (the web app bundles it): where the Public Suffix List is at hand (the server, the engine) the
// caller passes its own test for "shared by many sites"; without one a short list of country second levels stands in,
// and the server refuses what it misses with the same message.

import { COUNTRY_SECOND_LEVELS } from './app-name.js';
import { isPublicHostName } from './host-name.js';

/** Hosts an app may list, at most. */
export const MAX_EXTRA_HOSTS = 10;

/**
 * Identity providers whose sign-in refuses to run in a WebView (Google: "403 disallowed_useragent"); the shell opens
 * them in a Custom Tab, so none can be an extra host (nor a host that contains one, like google.com). Held equal to
 * LinkRules.IDENTITY_PROVIDERS in the shell's Java by android/test/identity-providers.test.ts.
 */
export const IDENTITY_PROVIDERS = [
  'accounts.google.com',
  'appleid.apple.com',
  'facebook.com',
  'login.live.com',
  'login.microsoft.com',
  'login.microsoftonline.com',
] as const;

const EXAMPLE = 'Enter a host like pay.example.com.';

export const EXTRA_HOST_MESSAGES = {
  notList: 'Extra hosts must be a list of host names.',
  tooMany: `List at most ${MAX_EXTRA_HOSTS} extra hosts.`,
  empty: `An extra host is empty. ${EXAMPLE}`,
  notHost: (host: string) => `"${host}" is not a host name. ${EXAMPLE}`,
  notHttps: (host: string) => `"${host}" is not https. Apps open extra hosts over https only. ${EXAMPLE}`,
  ipAddress: (host: string) => `"${host}" is an IP address. ${EXAMPLE}`,
  shared: (host: string) => `"${host}" is shared by many sites and cannot be listed. Enter the host of one site.`,
  identityProvider: (host: string) =>
    `"${host}" is a sign-in provider. Its sign-in opens in the browser, so it cannot be an extra host.`,
} as const;

/** True when a host is a public suffix (`co.in`, `github.io`): many people's sites, not one. */
export type PublicSuffixTest = (host: string) => boolean;

const MAX_TYPED_LENGTH = 300;
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;

/** Without the Public Suffix List: a country's second level (`co.in`) is shared; the server knows the rest. */
const countrySecondLevel: PublicSuffixTest = (host) => {
  const labels = host.split('.');
  return labels.length === 2 && labels[1]!.length === 2 && COUNTRY_SECOND_LEVELS.has(labels[0]!);
};

const covers = (host: string, other: string) => host === other || host.endsWith(`.${other}`);

/** One host as typed (`pay.example.com`, `https://Pay.Example.com/`), normalised to the URL parser's lower-case punycode. */
export function parseExtraHost(
  typed: string,
  isPublicSuffix: PublicSuffixTest = countrySecondLevel,
): { host: string } | { problem: string } {
  const text = typed.trim();
  const shown = text.slice(0, 80);
  if (!text) return { problem: EXTRA_HOST_MESSAGES.empty };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http') return { problem: EXTRA_HOST_MESSAGES.notHttps(shown) };
  if (scheme !== undefined && scheme !== 'https') return { problem: EXTRA_HOST_MESSAGES.notHost(shown) };
  const bare = text.slice(scheme ? 'https://'.length : 0).replace(/\/$/, '');
  // A port (even https' own 443, which the URL parser would drop) is not part of a host; IPv6 literals are IPs below.
  const forbidden = bare.startsWith('[') ? /[\s/?#@\\*]/ : /[\s/?#@\\*:]/;
  if (!bare || bare.length > MAX_TYPED_LENGTH || forbidden.test(bare))
    return { problem: EXTRA_HOST_MESSAGES.notHost(shown) };
  let url: URL;
  try {
    url = new URL(`https://${bare}/`);
  } catch {
    return { problem: EXTRA_HOST_MESSAGES.notHost(shown) };
  }
  const host = url.hostname.replace(/\.$/, '');
  if (url.port) return { problem: EXTRA_HOST_MESSAGES.notHost(shown) };
  if (host.startsWith('[') || IPV4.test(host)) return { problem: EXTRA_HOST_MESSAGES.ipAddress(shown) };
  if (!isPublicHostName(host)) return { problem: EXTRA_HOST_MESSAGES.notHost(shown) };
  if (IDENTITY_PROVIDERS.some((provider) => covers(host, provider) || covers(provider, host))) {
    return { problem: EXTRA_HOST_MESSAGES.identityProvider(shown) };
  }
  if (isPublicSuffix(host)) return { problem: EXTRA_HOST_MESSAGES.shared(shown) };
  return { host };
}

/**
 * A list of extra hosts (absent: none): each host checked by parseExtraHost, at most MAX_EXTRA_HOSTS, duplicates
 * dropped. The first problem, naming its host, or the normalised list.
 */
export function checkExtraHosts(
  value: unknown,
  isPublicSuffix?: PublicSuffixTest,
): { hosts: string[] } | { problem: string } {
  if (value === undefined || value === null) return { hosts: [] };
  if (!Array.isArray(value)) return { problem: EXTRA_HOST_MESSAGES.notList };
  if (value.length > MAX_EXTRA_HOSTS) return { problem: EXTRA_HOST_MESSAGES.tooMany };
  const hosts: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') return { problem: EXTRA_HOST_MESSAGES.notList };
    const parsed = parseExtraHost(item, isPublicSuffix);
    if ('problem' in parsed) return parsed;
    if (!hosts.includes(parsed.host)) hosts.push(parsed.host);
  }
  return { hosts };
}

/** The hosts a form's text field holds: one per line, or separated by commas or spaces. */
export function splitExtraHosts(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}
