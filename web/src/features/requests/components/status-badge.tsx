import { Badge } from '@/components/ui/badge';
import type { AppRequest } from '@/types/api';
import { customerStatusLabel } from '@contracts/request-status';
import { statusTone } from '../lib/format';

/**
 * The status as the customer's list names it: with the payment status it never contradicts the five-step tracker
 * (a paid request still Queued reads "In review", like stage 3; docs/product.md §4).
 */
export function StatusBadge({
  status,
  paymentStatus = 'unpaid',
}: {
  status: string;
  paymentStatus?: AppRequest['paymentStatus'];
}) {
  const label = customerStatusLabel({ status, paymentStatus });
  return (
    <Badge tone={statusTone(label === 'In review' ? 'in_review' : status)} dot>
      {label}
    </Badge>
  );
}

export function PaymentBadge({ request }: { request: Pick<AppRequest, 'paymentStatus'> }) {
  return request.paymentStatus === 'paid' ? <Badge tone="success">Paid</Badge> : <Badge tone="warning">Unpaid</Badge>;
}
