import { Badge } from '@/components/ui/badge';
import type { AppRequest } from '@/types/api';
import { statusLabel, statusTone } from '../lib/format';

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} dot>
      {statusLabel(status)}
    </Badge>
  );
}

export function PaymentBadge({ request }: { request: Pick<AppRequest, 'paymentStatus'> }) {
  return request.paymentStatus === 'paid' ? <Badge tone="success">Paid</Badge> : <Badge tone="warning">Unpaid</Badge>;
}
