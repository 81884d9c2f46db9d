import { parseAuditEntry, type AuditEntry } from '@contracts/audit';
import type { ConversationReads } from '@contracts/conversation';
import {
  AUDIT_PATH,
  conversationReadsPath,
  requestDeliverablesPath,
  requestTimelinePath,
} from '@contracts/database-paths';
import { parseDeliverableRecord, type DeliverableRecord } from '@contracts/deliverables';
import { parseChildren } from '@contracts/record-fields';
import type { TimelineEntry } from '@contracts/timeline';
import { equalTo, orderByChild, query, ref, serverTimestamp, set } from 'firebase/database';
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

/** uid -> requestId -> when each side last read the conversation (support reads the whole tree). */
export type AllReads = Readonly<Record<string, Readonly<Record<string, ConversationReads>>>>;

function toAllReads(value: unknown): AllReads {
  return value && typeof value === 'object' ? (value as AllReads) : {};
}

/**
 * Every conversation's read marks, live: the queue's "New message" (docs/data-model.md `conversationReads`); null until
 * loaded, so nothing is marked new on a guess.
 */
export function useAllConversationReads(): AllReads | null {
  const live = useLiveValue('conversationReads', () => ref(firebaseDb(), 'conversationReads'), toAllReads);
  return live.status === 'ready' ? live.value : null;
}

/** Support read the request's conversation now (the server's time; the rules accept nothing else). */
export function markReadBySupport(uid: string, requestId: string): Promise<void> {
  return set(ref(firebaseDb(), `${conversationReadsPath(uid, requestId)}/support`), serverTimestamp());
}
