import type { MouseEvent } from 'react';
import { CUSTOM_PLAN_ID } from '@contracts/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatInr } from '@/lib/format-inr';
import type { AppRequest } from '@/types/api';
import { usePayForRequest } from '../hooks/use-pay-for-request';

/**
 * Pay Now, or for the custom plan (docs/product.md "Quotes"): "Awaiting quote" until support quotes it, then
 * "Pay ₹<quote>" (the server charges the quoted amount).
 */
export function PayNowButton({ request, size = 'sm' }: { request: AppRequest; size?: 'sm' | 'md' }) {
  const { pay, payingId } = usePayForRequest();
  if (request.paymentStatus === 'paid') return null;
  const custom = request.planId === CUSTOM_PLAN_ID;
  if (custom && (request.amountInr === null || !request.quotedAt)) {
    return (
      <Badge tone="info" dot>
        Awaiting quote
      </Badge>
    );
  }
  const label = custom ? `Pay ${formatInr(request.amountInr)}` : 'Pay Now';
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void pay(request);
  };
  return (
    <Button
      size={size}
      onClick={onClick}
      loading={payingId === request.id}
      aria-label={`${label} for ${request.appName}`}
    >
      {label}
    </Button>
  );
}
