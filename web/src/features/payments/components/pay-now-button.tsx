import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { AppRequest } from '@/types/api';
import { usePayForRequest } from '../hooks/use-pay-for-request';

export function PayNowButton({ request, size = 'sm' }: { request: AppRequest; size?: 'sm' | 'md' }) {
  const { pay, payingId } = usePayForRequest();
  if (request.paymentStatus === 'paid') return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void pay(request);
  };
  return (
    <Button
      size={size}
      onClick={onClick}
      loading={payingId === request.id}
      aria-label={`Pay Now for ${request.appName}`}
    >
      Pay Now
    </Button>
  );
}
