import type { IncomingMessage } from 'node:http';
import { DEFAULT_NAMESPACE, isValidNamespace } from '../database/registry.js';

/**
 * Which namespace a request addresses, like the official emulator: `?ns=<name>`, else the
 * `<name>.localhost` host name, else the product's default namespace. Null when `ns` is malformed.
 */
export function namespaceOf(url: URL, request: IncomingMessage): string | null {
  const fromQuery = url.searchParams.get('ns');
  if (fromQuery !== null) return isValidNamespace(fromQuery) ? fromQuery : null;
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (hostname.endsWith('.localhost')) {
    const name = hostname.slice(0, -'.localhost'.length);
    if (isValidNamespace(name)) return name;
  }
  return DEFAULT_NAMESPACE;
}

/** The URL of a request (only its path and query matter; the host is a placeholder). */
export function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://emulator.invalid');
}
