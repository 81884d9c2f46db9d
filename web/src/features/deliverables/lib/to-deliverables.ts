import { parseDeliverableRecord, type DeliverableKind, type DeliverableRecord } from '@contracts/deliverables';
import { parseChildren } from '@contracts/record-fields';

const ORDER: Record<DeliverableKind, number> = { aab: 0, apk: 1, file: 2, link: 3 };

/**
 * deliverables/{uid}/{requestId} as a list: what the server built first (the App Bundle, then its APK), then what
 * support attached, oldest first.
 */
export function toDeliverableList(value: unknown): DeliverableRecord[] {
  const rank = (item: DeliverableRecord) => (item.source === 'fulfilment' ? ORDER[item.kind] : 10);
  return parseChildren(value, parseDeliverableRecord).sort(
    (a, b) => rank(a) - rank(b) || a.createdAt - b.createdAt || a.id.localeCompare(b.id),
  );
}
