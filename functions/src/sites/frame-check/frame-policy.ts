/**
 * Whether a page may be shown in our phone preview's iframe, from its response headers, following the
 * browser rules: a CSP `frame-ancestors` directive decides when present (CSP Level 3; X-Frame-Options is then
 * ignored), otherwise X-Frame-Options as the HTML standard processes it.
 */
export type FrameVerdict = { frameable: true } | { frameable: false; reason: 'x-frame-options' | 'csp' };

export interface FramingHeaders {
  /** Every `Content-Security-Policy` header value (Report-Only policies never block). */
  contentSecurityPolicy: readonly string[];
  xFrameOptions: readonly string[];
}

/** The `frame-ancestors` source lists of the enforced policies (each header may hold several comma-separated policies). */
export function frameAncestorsLists(cspHeaders: readonly string[]): string[][] {
  const lists: string[][] = [];
  for (const header of cspHeaders) {
    for (const policy of header.split(',')) {
      for (const directive of policy.split(';')) {
        const [name, ...sources] = directive.trim().split(/\s+/);
        if (name?.toLowerCase() === 'frame-ancestors') {
          lists.push(sources.filter((source) => source.length > 0));
          break; // only the first occurrence of a directive in a policy counts
        }
      }
    }
  }
  return lists;
}

function defaultPort(scheme: string): string {
  return scheme === 'https:' ? '443' : scheme === 'http:' ? '80' : '';
}

/** CSP3 "does url match expression": the embedder's origin against one source expression. */
export function sourceMatches(source: string, embedder: URL | null, page: URL): boolean {
  const expression = source.toLowerCase();
  if (expression === "'none'") return false;
  if (expression === "'self'") return embedder !== null && embedder.origin === page.origin;
  if (embedder === null) return expression === '*' || expression === 'https:' || expression === 'http:';
  if (expression === '*') return embedder.protocol === 'http:' || embedder.protocol === 'https:';
  const schemeOnly = /^([a-z][a-z0-9+.-]*):$/.exec(expression);
  if (schemeOnly) {
    const scheme = `${schemeOnly[1]}:`;
    return embedder.protocol === scheme || (scheme === 'http:' && embedder.protocol === 'https:');
  }
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\*|\d+))?(?:\/.*)?$/.exec(expression);
  if (!host) return false;
  const [, scheme, hostPattern = '', port] = host;
  if (scheme) {
    const wanted = `${scheme}:`;
    const upgradeOk = wanted === 'http:' && embedder.protocol === 'https:';
    if (embedder.protocol !== wanted && !upgradeOk) return false;
  } else if (embedder.protocol !== page.protocol && !(page.protocol === 'http:' && embedder.protocol === 'https:')) {
    // No scheme in the expression: the protected page's scheme, or its https upgrade.
    return false;
  }
  const hostname = embedder.hostname.toLowerCase();
  if (hostPattern === '*') {
    // A bare `*` with a scheme or port: any host.
  } else if (hostPattern.startsWith('*.')) {
    if (!hostname.endsWith(hostPattern.slice(1))) return false;
  } else if (hostname !== hostPattern) {
    return false;
  }
  const embedderPort = embedder.port || defaultPort(embedder.protocol);
  if (port === '*') return true;
  if (port) return embedderPort === port;
  // No port in the expression: the embedder must be on its scheme's default port.
  return embedderPort === defaultPort(embedder.protocol);
}

/** HTML standard, "check a navigation response's adherence to X-Frame-Options" (values split on commas, deduplicated). */
export function xFrameOptionsBlocks(values: readonly string[], sameOrigin: boolean): boolean {
  const set = new Set(
    values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ''),
  );
  if (set.size > 1) return set.has('deny') || set.has('sameorigin') || set.has('allowall');
  const [only] = [...set];
  if (only === 'deny') return true;
  if (only === 'sameorigin') return !sameOrigin;
  return false; // absent, allowall or an invalid value such as the obsolete ALLOW-FROM
}

/**
 * `embedder` is the origin that will frame the page (our web app), or null when unknown; then only
 * `*` and scheme sources can allow it.
 */
export function frameVerdict(headers: FramingHeaders, page: URL, embedder: URL | null): FrameVerdict {
  const ancestorLists = frameAncestorsLists(headers.contentSecurityPolicy);
  if (ancestorLists.length > 0) {
    const allowed = ancestorLists.every((sources) => sources.some((source) => sourceMatches(source, embedder, page)));
    return allowed ? { frameable: true } : { frameable: false, reason: 'csp' };
  }
  const sameOrigin = embedder !== null && embedder.origin === page.origin;
  return xFrameOptionsBlocks(headers.xFrameOptions, sameOrigin)
    ? { frameable: false, reason: 'x-frame-options' }
    : { frameable: true };
}
