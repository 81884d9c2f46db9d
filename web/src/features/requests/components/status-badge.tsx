import type { RequestRecord } from '@contracts/requests';
import { customerStatusLabel } from '@contracts/request-status';
import { Badge } from '@/components/ui/badge';
import { statusTone } from '../lib/format';
import { REFUND_BADGES } from '../lib/refund-status';

/**
 * The status as the customer's list names it: with the payment status it never contradicts the five-step tracker
 * (a paid request still Queued reads "In review", like stage 3; docs/product.md §4).
 */
export function StatusBadge({
  status,
  paymentStatus = 'unpaid',
}: {
  status: string;
  paymentStatus?: RequestRecord['paymentStatus'];
}) {
  const label = customerStatusLabel({ status, paymentStatus });
  return (
    <Badge tone={statusTone(label === 'In review' ? 'in_review' : status)} dot>
      {label}
    </Badge>
  );
}

/** Paid or Unpaid, and for a paid request what happened to the money since: refunded, disputed... */
export function PaymentBadge({ request }: { request: Pick<RequestRecord, 'paymentStatus' | 'refundStatus'> }) {
  if (request.paymentStatus !== 'paid') return <Badge tone="warning">Unpaid</Badge>;
  const refund = request.refundStatus ? REFUND_BADGES[request.refundStatus] : undefined;
  return (
    <>
      <Badge tone="success">Paid</Badge>
      {refund ? (
        <>
          {' '}
          <Badge tone={refund.tone}>{refund.label}</Badge>
        </>
      ) : null}
    </>
  );
}

/** A message or file from the team the customer has not seen yet (docs/product.md "Conversation"). */
export function NewMessageBadge() {
  return (
    <Badge tone="info" dot>
      New message
    </Badge>
  );
}
