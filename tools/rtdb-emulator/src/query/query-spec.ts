import type { Primitive } from '../tree/node.js';
import type { Path } from '../tree/path.js';

/**
 * What a query orders by: the default index (priority; here every child has none, so key order),
 * keys, values, or a child path.
 */
export type IndexSpec =
  | { readonly kind: 'priority' }
  | { readonly kind: 'key' }
  | { readonly kind: 'value' }
  | { readonly kind: 'child'; readonly path: Path };

/**
 * One end of a range. `name` is the key tie-breaker (startAt(value, key)); when the client
 * gave none it is MIN_NAME for a start and MAX_NAME for an end, as in the SDK.
 */
export interface QueryBound {
  readonly value: Primitive | null;
  readonly name: string;
  readonly inclusive: boolean;
}

interface QueryLimit {
  readonly count: number;
  /** 'left' is limitToFirst, 'right' limitToLast. */
  readonly from: 'left' | 'right';
}

export interface QuerySpec {
  readonly index: IndexSpec;
  readonly start: QueryBound | null;
  readonly end: QueryBound | null;
  readonly limit: QueryLimit | null;
}

export const DEFAULT_QUERY: QuerySpec = { index: { kind: 'priority' }, start: null, end: null, limit: null };

export class InvalidQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}

/** A query without range or limit returns the whole location, whatever it orders by. */
export function loadsAllData(query: QuerySpec): boolean {
  return query.start === null && query.end === null && query.limit === null;
}

/** The name the SDK, `.indexOn` and warnings use for an index. */
export function indexName(index: IndexSpec): string {
  switch (index.kind) {
    case 'priority':
      return '.priority';
    case 'key':
      return '.key';
    case 'value':
      return '.value';
    default:
      return index.path.join('/');
  }
}

/** The `query` variable of read rules (query.orderByChild, query.limitToFirst ...). */
export interface RulesQueryVariable {
  orderByKey: boolean;
  orderByPriority: boolean;
  orderByValue: boolean;
  orderByChild: string | null;
  startAt: Primitive | null;
  endAt: Primitive | null;
  equalTo: Primitive | null;
  limitToFirst: number | null;
  limitToLast: number | null;
}

export function rulesQueryVariable(query: QuerySpec | null): RulesQueryVariable {
  const spec = query ?? DEFAULT_QUERY;
  const { index, start, end, limit } = spec;
  // The wire cannot tell equalTo(x) from startAt(x).endAt(x); equal bounds read as equalTo.
  const equal = start !== null && end !== null && start.value === end.value && start.inclusive && end.inclusive;
  return {
    orderByKey: index.kind === 'key',
    orderByPriority: query !== null && index.kind === 'priority' && !loadsAllData(spec),
    orderByValue: index.kind === 'value',
    orderByChild: index.kind === 'child' ? index.path.join('/') : null,
    startAt: start?.value ?? null,
    endAt: end?.value ?? null,
    equalTo: equal ? (start.value ?? null) : null,
    limitToFirst: limit?.from === 'left' ? limit.count : null,
    limitToLast: limit?.from === 'right' ? limit.count : null,
  };
}
