import { parseChildren } from '@contracts/record-fields';
import { parseTimelineEntry, type TimelineEntry } from '@contracts/timeline';

/** timeline/{uid}/{requestId} as a list, oldest first (shared by the customer's dialog and the support console). */
export function toTimeline(value: unknown): TimelineEntry[] {
  return parseChildren(value, parseTimelineEntry).sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}
