import type { IncomingMessage } from 'node:http';
import { DEFAULT_NAMESPACE, isValidNamespace } from '../database/registry.js';

/**
 * Which namespace a request addresses: `?ns=<name>` (the SDKs send it, taken from the databaseURL),
 * else the product's default namespace. Null when `ns` is malformed.
 */
export function namespaceOf(url: URL): string | null {
  const fromQuery = url.searchParams.get('ns');
  if (fromQuery !== null) return isValidNamespace(fromQuery) ? fromQuery : null;
  return DEFAULT_NAMESPACE;
}

/** The URL of a request (only its path and query matter; the host is a placeholder). */
export function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://emulator.invalid');
}
