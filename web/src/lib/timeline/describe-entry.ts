import { statusLabel } from '@contracts/request-status';
import type { TimelineEntry } from '@contracts/timeline';
import { formatInr } from '@/lib/format-inr';

/** Who reads the timeline: the customer in Request Details, or support in the console. */
type TimelineAudience = 'customer' | 'support';

/**
 * One line saying what happened, in the product's voice (docs/product.md "Conversation"). A file support shared on an
 * unpaid request is never announced as ready while the request is unpaid (`paid` false): it is "available after
 * payment" until then.
 */
export function describeEntry(
  entry: TimelineEntry,
  audience: TimelineAudience = 'customer',
  request: { paid: boolean } = { paid: true },
): string {
  switch (entry.kind) {
    case 'status':
      return `Status: ${statusLabel(entry.to ?? '')}`;
    case 'message':
      return audience === 'customer' ? 'Message from the Apkforge team' : 'Message to the customer';
    case 'reply':
      return audience === 'customer' ? 'Your message' : 'Customer wrote';
    case 'quote':
      return `Quote: ${formatInr(entry.amountInr)}`;
    case 'payment':
      return 'Payment received';
    case 'deliverable':
      return entry.afterPayment && !request.paid
        ? `Added: ${entry.text ?? 'a new file'} (available after payment)`
        : `Ready: ${entry.text ?? 'a new file'}`;
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
