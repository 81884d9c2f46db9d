import { parse } from 'tldts';

/**
 * The server's test for a host shared by many sites (contracts/extra-hosts.ts PublicSuffixTest): a public suffix of
 * the Public Suffix List, private suffixes included (github.io, web.app), as the engine decides it (site-hosts.ts).
 */
export function isPublicSuffix(host: string): boolean {
  const parsed = parse(host, { allowPrivateDomains: true });
  return !parsed.domain || parsed.publicSuffix === host;
}
