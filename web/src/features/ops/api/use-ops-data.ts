import { parseAuditEntry, type AuditEntry } from '@contracts/audit';
import { AUDIT_PATH, requestDeliverablesPath, requestTimelinePath } from '@contracts/database-paths';
import { parseDeliverableRecord, type DeliverableRecord } from '@contracts/deliverables';
import { parseChildren } from '@contracts/record-fields';
import type { TimelineEntry } from '@contracts/timeline';
import { equalTo, orderByChild, query, ref } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { toTimeline } from '@/lib/timeline/to-timeline';
import { useLiveValue, type LiveValue } from '@/lib/use-live-value';
import { toOpsRequests, type OpsRequest } from '../lib/ops-request';

/** Every user's requests, live (the rules let the support claim read the whole `requests` tree). */
export function useAllRequests(): LiveValue<OpsRequest[]> {
  return useLiveValue('requests', () => ref(firebaseDb(), 'requests'), toOpsRequests);
}

export function useRequestTimeline(uid: string, requestId: string): LiveValue<TimelineEntry[]> {
  const path = requestTimelinePath(uid, requestId);
  return useLiveValue(path, () => ref(firebaseDb(), path), toTimeline);
}

export function useDeliverables(uid: string, requestId: string): LiveValue<DeliverableRecord[]> {
  const path = requestDeliverablesPath(uid, requestId);
  return useLiveValue(
    path,
    () => ref(firebaseDb(), path),
    (raw) => parseChildren(raw, parseDeliverableRecord).sort((a, b) => a.createdAt - b.createdAt),
  );
}

/** The request's audit trail (audit/ is indexed by target/requestId). */
export function useAuditTrail(requestId: string): LiveValue<AuditEntry[]> {
  return useLiveValue(
    `audit:${requestId}`,
    () => query(ref(firebaseDb(), AUDIT_PATH), orderByChild('target/requestId'), equalTo(requestId)),
    (raw) => parseChildren(raw, parseAuditEntry).sort((a, b) => a.at - b.at),
  );
}
