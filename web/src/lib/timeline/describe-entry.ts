import { statusLabel } from '@contracts/request-status';
import type { TimelineEntry } from '@contracts/timeline';
import { formatInr } from '@/lib/format-inr';

/** Who reads the timeline: the customer in Request Details, or support in the console. */
type TimelineAudience = 'customer' | 'support';

/** One line saying what happened, in the product's voice (docs/product.md "Timeline"). */
export function describeEntry(entry: TimelineEntry, audience: TimelineAudience = 'customer'): string {
  switch (entry.kind) {
    case 'status':
      return `Status: ${statusLabel(entry.to ?? '')}`;
    case 'message':
      return audience === 'customer' ? 'Message from the Apkforge team' : 'Message to the customer';
    case 'reply':
      return audience === 'customer' ? 'Your reply' : 'Customer replied';
    case 'quote':
      return `Quote: ${formatInr(entry.amountInr)}`;
    case 'payment':
      return 'Payment received';
    case 'deliverable':
      return `Ready: ${entry.text ?? 'a new file'}`;
    case 'refund':
      return `Refund: ${formatInr(entry.amountInr)}`;
    default:
      return 'Request submitted';
  }
}

/** The text shown under the line (a deliverable's label is already in the line). */
export function entryBody(entry: TimelineEntry): string | null {
  return entry.kind === 'deliverable' ? null : (entry.text ?? null);
}
