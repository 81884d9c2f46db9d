import { MAX_NAME, MIN_NAME } from '../tree/compare.js';
import type { Primitive } from '../tree/node.js';
import { parsePath } from '../tree/path.js';
import { DEFAULT_QUERY, InvalidQueryError } from './query-spec.js';
import type { IndexSpec, QueryBound, QuerySpec } from './query-spec.js';

/**
 * The SDK's query object on the wire (`q` of listen, unlisten and get):
 * sp/sn/sin start value, name, inclusive; ep/en/ein end; l limit; vf 'l'|'r'; i index.
 */
interface WireQuery {
  sp?: Primitive | null;
  sn?: string;
  sin?: boolean;
  ep?: Primitive | null;
  en?: string;
  ein?: boolean;
  l?: number;
  vf?: 'l' | 'r';
  i?: string;
}

export function parseWireQuery(raw: unknown): QuerySpec {
  if (raw === undefined || raw === null) return DEFAULT_QUERY;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidQueryError('Query must be an object');
  const wire = raw as WireQuery;
  const index = parseIndex(wire.i);
  const start = 'sp' in wire ? bound(index, wire.sp, wire.sn, wire.sin, MIN_NAME) : null;
  const end = 'ep' in wire ? bound(index, wire.ep, wire.en, wire.ein, MAX_NAME) : null;
  let limit: QuerySpec['limit'] = null;
  if ('l' in wire) {
    if (!Number.isInteger(wire.l) || (wire.l ?? 0) <= 0)
      throw new InvalidQueryError('Limit must be a positive integer');
    const from = wire.vf ?? (start ? 'l' : 'r');
    limit = { count: wire.l as number, from: from === 'r' ? 'right' : 'left' };
  }
  return { index, start, end, limit };
}

function parseIndex(name: string | undefined): IndexSpec {
  if (name === undefined || name === '.priority') return { kind: 'priority' };
  if (name === '.key') return { kind: 'key' };
  if (name === '.value') return { kind: 'value' };
  if (typeof name !== 'string') throw new InvalidQueryError('Index must be a string');
  const path = parsePath(name);
  if (path.length === 0) throw new InvalidQueryError('Child index needs a path');
  return { kind: 'child', path };
}

function bound(index: IndexSpec, value: unknown, name: unknown, inclusive: unknown, defaultName: string): QueryBound {
  const primitive = value === undefined ? null : value;
  if (primitive !== null && typeof primitive === 'object')
    throw new InvalidQueryError('Query bounds must be primitives');
  if (index.kind === 'key' && typeof primitive !== 'string') throw new InvalidQueryError('Key bounds must be strings');
  if (name !== undefined && typeof name !== 'string') throw new InvalidQueryError('Bound names must be strings');
  return {
    value: primitive as Primitive | null,
    name: index.kind === 'key' ? (primitive as string) : ((name as string | undefined) ?? defaultName),
    inclusive: inclusive !== false,
  };
}
