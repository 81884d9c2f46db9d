import { REQUEST_QUERY_PARAM } from '@contracts/app-routes';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `/dashboard?request=<id>`, the link of every customer email (docs/product.md "Emails"), opens that request's
 * details once the list has loaded; the parameter is then dropped from the address (replace, not a new history
 * entry), so closing the dialog and reloading does not open it again. An id that is not in the list (deleted, or
 * another account's) opens nothing.
 */
export function useRequestDeepLink(
  listReady: boolean,
  requestIds: readonly string[],
  open: (requestId: string) => void,
): void {
  const [params, setParams] = useSearchParams();
  const linked = params.get(REQUEST_QUERY_PARAM);
  useEffect(() => {
    if (!linked || !listReady) return;
    if (requestIds.includes(linked)) open(linked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REQUEST_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
    // Once per link: the list changing while it is open must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, listReady]);
}
