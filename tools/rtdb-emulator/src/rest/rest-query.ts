import { MAX_NAME, MIN_NAME } from '../tree/compare.js';
import type { Primitive } from '../tree/node.js';
import { parsePath } from '../tree/path.js';
import { DEFAULT_QUERY, InvalidQueryError } from '../query/query-spec.js';
import type { IndexSpec, QueryBound, QuerySpec } from '../query/query-spec.js';

const FILTERS = ['startAt', 'startAfter', 'endAt', 'endBefore', 'equalTo', 'limitToFirst', 'limitToLast'] as const;

/**
 * REST query parameters: orderBy="$key" | "$value" | "$priority" | "<child path>" (JSON-encoded),
 * startAt/startAfter/endAt/endBefore/equalTo (JSON values, optionally `,"<key>"`), limitToFirst/limitToLast.
 * Returns null when the request has no query.
 */
export function parseRestQuery(params: URLSearchParams): QuerySpec | null {
  const orderByText = params.get('orderBy');
  const usedFilters = FILTERS.filter((name) => params.has(name));
  if (orderByText === null) {
    if (usedFilters.length > 0)
      throw new InvalidQueryError('orderBy must be defined when other query parameters are defined');
    return null;
  }
  if (params.get('shallow') === 'true')
    throw new InvalidQueryError("Mixing 'shallow' and querying parameters is not supported");
  const index = parseOrderBy(orderByText);
  if (params.has('limitToFirst') && params.has('limitToLast'))
    throw new InvalidQueryError('Only one of limitToFirst and limitToLast may be used');
  if (
    params.has('equalTo') &&
    (params.has('startAt') || params.has('endAt') || params.has('startAfter') || params.has('endBefore'))
  ) {
    throw new InvalidQueryError('equalTo cannot be combined with startAt, startAfter, endAt or endBefore');
  }
  const bound = (name: string, inclusive: boolean, defaultName: string): QueryBound | null => {
    const text = params.get(name);
    return text === null ? null : parseBound(text, index, inclusive, defaultName, name);
  };
  const start =
    bound('equalTo', true, MIN_NAME) ?? bound('startAt', true, MIN_NAME) ?? bound('startAfter', false, MAX_NAME);
  const end = bound('equalTo', true, MAX_NAME) ?? bound('endAt', true, MAX_NAME) ?? bound('endBefore', false, MIN_NAME);
  const first = params.get('limitToFirst');
  const last = params.get('limitToLast');
  const limitText = first ?? last;
  let limit: QuerySpec['limit'] = null;
  if (limitText !== null) {
    const count = Number(limitText);
    if (!Number.isInteger(count) || count <= 0)
      throw new InvalidQueryError('limitToFirst and limitToLast must be positive integers');
    limit = { count, from: first !== null ? 'left' : 'right' };
  }
  return { ...DEFAULT_QUERY, index, start, end, limit };
}

function parseOrderBy(text: string): IndexSpec {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidQueryError('orderBy must be a valid JSON encoded path');
  }
  if (typeof value !== 'string') throw new InvalidQueryError('orderBy must be a valid JSON encoded path');
  if (value === '$key') return { kind: 'key' };
  if (value === '$value') return { kind: 'value' };
  if (value === '$priority') return { kind: 'priority' };
  const path = parsePath(value);
  if (path.length === 0 || path.some((key) => key.startsWith('$')))
    throw new InvalidQueryError('orderBy must be a valid JSON encoded path');
  return { kind: 'child', path };
}

/** A bound is a JSON value, optionally followed by `,"<key name>"` (how the SDK's REST client sends names). */
function parseBound(
  text: string,
  index: IndexSpec,
  inclusive: boolean,
  defaultName: string,
  parameter: string,
): QueryBound {
  const [value, name] = splitBound(text, parameter);
  if (value !== null && typeof value === 'object') throw new InvalidQueryError(`${parameter} must be a JSON primitive`);
  if (index.kind === 'key' && typeof value !== 'string')
    throw new InvalidQueryError(`${parameter} must be a string when ordering by key`);
  const primitive = value as Primitive | null;
  return { value: primitive, name: index.kind === 'key' ? (primitive as string) : (name ?? defaultName), inclusive };
}

function splitBound(text: string, parameter: string): [unknown, string | undefined] {
  try {
    return [JSON.parse(text), undefined];
  } catch {
    const comma = text.lastIndexOf(',');
    if (comma > 0) {
      try {
        const name: unknown = JSON.parse(text.slice(comma + 1));
        if (typeof name === 'string') return [JSON.parse(text.slice(0, comma)), name];
      } catch {
        // fall through to the error below
      }
    }
    throw new InvalidQueryError(`${parameter} must be a valid JSON value`);
  }
}
