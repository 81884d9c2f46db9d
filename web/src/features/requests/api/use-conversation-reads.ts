import { conversationReadsPath, userConversationReadsPath } from '@contracts/database-paths';
import { hasUnread, type ConversationReads } from '@contracts/conversation';
import { ref, serverTimestamp, set } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { useLiveValue } from '@/lib/use-live-value';

export type ReadsByRequest = Readonly<Record<string, ConversationReads>>;

function toReads(value: unknown): ReadsByRequest {
  if (!value || typeof value !== 'object') return {};
  const reads: Record<string, ConversationReads> = {};
  for (const [requestId, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    reads[requestId] = {
      ...(typeof r.customer === 'number' ? { customer: r.customer } : {}),
      ...(typeof r.support === 'number' ? { support: r.support } : {}),
    };
  }
  return reads;
}

/**
 * When the customer last read each request's conversation, live (conversationReads/{uid}: the owner reads it); null
 * until it has loaded, so nothing is marked new on a guess.
 */
export function useConversationReads(uid: string): ReadsByRequest | null {
  const path = userConversationReadsPath(uid);
  const live = useLiveValue(path, () => ref(firebaseDb(), path), toReads);
  return live.status === 'ready' ? live.value : null;
}

/** The customer read the conversation now (the server's time; the rules accept nothing else). */
export function markConversationRead(uid: string, requestId: string): Promise<void> {
  return set(ref(firebaseDb(), `${conversationReadsPath(uid, requestId)}/customer`), serverTimestamp());
}

/** The ids of the requests with news from the team since the customer last read them (the list's New message). */
export function unreadRequestIds(
  requests: ReadonlyArray<{ id: string; lastSupportMessageAt?: number }>,
  reads: ReadsByRequest | null,
): ReadonlySet<string> {
  if (!reads) return new Set();
  return new Set(
    requests
      .filter((request) => hasUnread(request.lastSupportMessageAt, reads[request.id]?.customer))
      .map((request) => request.id),
  );
}
