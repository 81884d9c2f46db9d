import { InvalidDataError } from './json.js';
import { childOf } from './node.js';
import type { DataNode } from './node.js';

/**
 * Resolves `{".sv": "timestamp"}` and `{".sv": {"increment": n}}` placeholders against the
 * data that exists where they land, before rules run (so `newData.val() == now` holds).
 * One `now` per operation: every timestamp of a write is the same instant.
 */
export function resolveServerValues(json: unknown, existing: DataNode, now: number): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json))
    return json.map((item, index) => resolveServerValues(item, childOf(existing, String(index)), now));
  const object = json as Record<string, unknown>;
  if ('.sv' in object) return resolvePlaceholder(object['.sv'], existing, now);
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object))
    resolved[key] = resolveServerValues(value, childOf(existing, key), now);
  return resolved;
}

function resolvePlaceholder(placeholder: unknown, existing: DataNode, now: number): unknown {
  if (placeholder === 'timestamp') return now;
  if (placeholder !== null && typeof placeholder === 'object' && 'increment' in placeholder) {
    const delta = (placeholder as { increment: unknown }).increment;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) throw new InvalidDataError('increment needs a number');
    const current = existing.kind === 'leaf' && typeof existing.value === 'number' ? existing.value : 0;
    return current + delta;
  }
  throw new InvalidDataError(`Unknown server value ${JSON.stringify(placeholder)}`);
}
