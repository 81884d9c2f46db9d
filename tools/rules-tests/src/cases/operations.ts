import type { Operation, QuerySpec } from './types.js';

export const read = (path: string, query?: QuerySpec): Operation =>
  query ? { kind: 'read', path, query } : { kind: 'read', path };
export const set = (path: string, value: unknown): Operation => ({ kind: 'set', path, value });
export const update = (path: string, patch: Record<string, unknown>): Operation => ({ kind: 'update', path, patch });
export const remove = (path: string): Operation => ({ kind: 'remove', path });

/** The live listing of docs/product.md §7: a user's requests ordered by createdAt. */
export const BY_CREATED_AT: QuerySpec = { orderByChild: 'createdAt' };
