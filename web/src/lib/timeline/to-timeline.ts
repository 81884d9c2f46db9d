import type { TimelineAttachment } from '@contracts/conversation';
import type { TimelineEntry } from '@contracts/timeline';

const KINDS = new Set(['created', 'status', 'message', 'reply', 'quote', 'payment', 'deliverable', 'refund']);

/** A message's files: the database hands a stored list back as an array or as an object with index keys. */
function toAttachments(value: unknown): TimelineAttachment[] {
  if (!value || typeof value !== 'object') return [];
  const files: TimelineAttachment[] = [];
  for (const raw of Object.values(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.id !== 'string' || typeof r.fileName !== 'string') continue;
    files.push({
      id: r.id,
      fileName: r.fileName,
      size: typeof r.size === 'number' ? r.size : 0,
      contentType: typeof r.contentType === 'string' ? r.contentType : 'application/octet-stream',
    });
  }
  return files;
}

/** timeline/{uid}/{requestId} as a list, oldest first (shared by the customer's dialog and the support console). */
export function toTimeline(value: unknown): TimelineEntry[] {
  if (!value || typeof value !== 'object') return [];
  const entries: TimelineEntry[] = [];
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.kind !== 'string' || !KINDS.has(r.kind)) continue;
    entries.push({
      id,
      at: typeof r.at === 'number' ? r.at : 0,
      kind: r.kind as TimelineEntry['kind'],
      by: r.by === 'customer' || r.by === 'support' ? r.by : 'system',
      ...(typeof r.text === 'string' ? { text: r.text } : {}),
      ...(typeof r.from === 'string' ? { from: r.from } : {}),
      ...(typeof r.to === 'string' ? { to: r.to } : {}),
      ...(typeof r.amountInr === 'number' ? { amountInr: r.amountInr } : {}),
      ...(typeof r.deliverableId === 'string' ? { deliverableId: r.deliverableId } : {}),
      ...(toAttachments(r.attachments).length > 0 ? { attachments: toAttachments(r.attachments) } : {}),
      ...(r.afterPayment === true ? { afterPayment: true as const } : {}),
    });
  }
  return entries.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}
