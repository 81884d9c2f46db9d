import type { RequestRecord } from '@contracts/requests';
import { CUSTOM_PLAN_ID } from '@contracts/plans';
import { type MouseEvent, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatInr } from '@/lib/format-inr';
import { usePayForRequest } from '../hooks/use-pay-for-request';
import { focusReturnOf, returnFocusAfterCheckout } from '../lib/return-focus';

/**
 * Pay Now, or for the custom plan (docs/product.md "Quotes"): "Awaiting quote" until support quotes it, then
 * "Pay ₹<quote>" (the server charges the quoted amount).
 */
export function PayNowButton({
  request,
  size = 'sm',
  showAmount = false,
}: {
  request: RequestRecord;
  size?: 'sm' | 'md';
  /** "Pay ₹39" instead of "Pay Now": where the amount is not beside it (Request Details' footer). */
  showAmount?: boolean;
}) {
  const { pay, payingId } = usePayForRequest();
  const ref = useRef<HTMLButtonElement>(null);
  if (request.paymentStatus === 'paid') return null;
  const custom = request.planId === CUSTOM_PLAN_ID;
  if (custom && (request.amountInr === undefined || !request.quotedAt)) {
    return (
      <Badge tone="info" dot>
        Awaiting quote
      </Badge>
    );
  }
  const label = custom || showAmount ? `Pay ${formatInr(request.amountInr)}` : 'Pay Now';
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    const target = focusReturnOf(ref.current);
    const result = await pay(request);
    // Checkout removes its overlay after reporting the outcome: move the focus once it is gone.
    window.setTimeout(() => returnFocusAfterCheckout(target, result), 0);
  };
  return (
    <Button
      ref={ref}
      size={size}
      onClick={(event) => void onClick(event)}
      loading={payingId === request.id}
      aria-label={`${label} for ${request.appName}`}
    >
      {label}
    </Button>
  );
}
