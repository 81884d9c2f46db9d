import type { RequestRecord } from '@contracts/requests';
import { useCallback, useState } from 'react';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { useSession } from '@/lib/auth/session';
import { emitAppEvent } from '@/lib/events';
import { toast } from '@/lib/toast';
import { createOrder } from '../api/create-order';
import { verifyPayment } from '../api/verify-payment';
import { loadCheckoutScript } from '../lib/load-checkout-script';
import { type PayDeps, type PayResult, payForRequest } from '../lib/pay-for-request';

const deps: PayDeps = {
  createOrder,
  verifyPayment,
  loadCheckout: () => loadCheckoutScript(env.razorpayCheckoutUrl),
  notify: toast,
  onPaid: (requestId) => emitAppEvent('payment-completed', { requestId }),
  brandName: brand.name,
};

export function usePayForRequest() {
  const { session } = useSession();
  const [payingId, setPayingId] = useState<string | null>(null);

  const pay = useCallback(
    async (request: RequestRecord): Promise<PayResult> => {
      if (session.status !== 'signed-in') return 'skipped';
      setPayingId(request.id);
      try {
        return await payForRequest(request, session.user, deps);
      } finally {
        setPayingId(null);
      }
    },
    [session],
  );

  return { pay, payingId };
}
