import type { RefundStatus, RequestRecord } from '@contracts/requests';
import { formatInr } from '@/lib/format-inr';
import type { BadgeTone } from '@/components/ui/badge';

type RefundFacts = Pick<RequestRecord, 'refundStatus' | 'refundedAmountInr' | 'disputedAmountInr'>;

/** The short badge beside "Paid": what happened to the money after the payment. */
export const REFUND_BADGES: Record<RefundStatus, { label: string; tone: BadgeTone }> = {
  noted: { label: 'Refund started', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'info' },
  partially_refunded: { label: 'Partly refunded', tone: 'info' },
  disputed: { label: 'Disputed', tone: 'warning' },
  dispute_won: { label: 'Dispute closed', tone: 'neutral' },
  dispute_lost: { label: 'Charged back', tone: 'danger' },
};

const amount = (value: number | undefined) => (typeof value === 'number' ? formatInr(value) : 'the amount');

/** The sentence the Request Details dialog shows, in the customer's terms (who moved the money, and how much). */
export function refundSentence(request: RefundFacts): string | null {
  switch (request.refundStatus) {
    case 'noted':
      return 'A refund of this payment has been started; your bank shows it within 5-7 working days.';
    case 'refunded':
      return `${amount(request.refundedAmountInr)} was refunded to your payment method.`;
    case 'partially_refunded':
      return `${amount(request.refundedAmountInr)} of your payment was refunded to your payment method.`;
    case 'disputed':
      return `Your bank is reviewing a dispute of ${amount(request.disputedAmountInr)} on this payment.`;
    case 'dispute_won':
      return 'The dispute on this payment was closed; the payment stands.';
    case 'dispute_lost':
      return `Your bank returned ${amount(request.disputedAmountInr)} to you after a dispute.`;
    default:
      return null;
  }
}
