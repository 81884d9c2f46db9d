import { parseRequestRecord, type RequestRecord } from '@contracts/requests';

/** A request as the console shows it: the stored record (parsed as every reader parses it) and its owner's uid. */
export interface OpsRequest extends RequestRecord {
  uid: string;
  /** The newest customer-visible event, or the last update: what "newest activity first" sorts by. */
  activityAt: number;
}

export function toOpsRequest(uid: string, id: string, raw: unknown): OpsRequest | null {
  const request = parseRequestRecord(raw, id);
  if (!request) return null;
  const activityAt = Math.max(request.updatedAt, request.lastActivityAt ?? 0, request.createdAt);
  return { ...request, uid, activityAt };
}

/** The whole `requests` tree (support reads it) as one list, newest activity first. */
export function toOpsRequests(tree: unknown): OpsRequest[] {
  if (!tree || typeof tree !== 'object') return [];
  const list: OpsRequest[] = [];
  for (const [uid, requests] of Object.entries(tree as Record<string, unknown>)) {
    if (!requests || typeof requests !== 'object') continue;
    for (const [id, raw] of Object.entries(requests as Record<string, unknown>)) {
      const request = toOpsRequest(uid, id, raw);
      if (request) list.push(request);
    }
  }
  return list.sort((a, b) => b.activityAt - a.activityAt || b.id.localeCompare(a.id));
}
