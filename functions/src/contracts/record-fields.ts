// Reading records from the database without trusting their shape. A live listener hands the web whatever the node
// holds: a record an older server wrote, one support edited by hand, a half-deleted one. Each record's parser (next
// to its type: parseRequestRecord, parseDeliverableRecord...) is built from these, so every reader of a record keeps
// the same fields and fills the same gaps (docs/data-model.md "Reading records").

/** The fields of a database value that is an object (a record), or null for anything else. */
export function fieldsOf(raw: unknown): Record<string, unknown> | null {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/** A string field, or '' when it is absent or not a string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A finite number field, or 0. */
export const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A string field, or undefined (the key is then left out of the parsed record). */
export const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A finite number field, or undefined. */
export const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The value when it is one of `options`, or undefined. */
export function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

/**
 * A list of host names (extraHosts, appLinkHosts): the database hands an array back as it is or as an object of
 * numeric keys; entries that are not host-shaped text are dropped. Undefined when none is left.
 */
export function optionalHosts(value: unknown): string[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const hosts = Object.values(value).filter(
    (host): host is string => typeof host === 'string' && /^[a-z0-9.:[\]-]+$/.test(host),
  );
  return hosts.length ? hosts : undefined;
}

/** The entries whose value is defined: optional fields a record lacks stay absent, never `undefined`. */
export function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A node of records keyed by id (`requests/{uid}`, `deliverables/{uid}/{requestId}`...) parsed one by one; a child
 * its parser refuses is left out. Unsorted: each screen has its own order.
 */
export function parseChildren<T>(value: unknown, parse: (raw: unknown, key: string) => T | null): T[] {
  // The database hands back a node whose keys are all small integers as an array: its entries are read the same way.
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value)
    .map(([key, raw]) => parse(raw, key))
    .filter((record): record is T => record !== null);
}
