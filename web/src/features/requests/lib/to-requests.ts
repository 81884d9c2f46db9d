import { parseChildren } from '@contracts/record-fields';
import { parseRequestRecord, type RequestRecord } from '@contracts/requests';

/** requests/{uid} as a list, newest first (docs/product.md §7: ordered on the client by createdAt descending). */
export function toRequestList(value: unknown): RequestRecord[] {
  return parseChildren(value, parseRequestRecord).sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}
