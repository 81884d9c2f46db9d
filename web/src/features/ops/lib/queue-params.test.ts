import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './queue';
import { pageOf, paramsFromView, viewFromParams } from './queue-params';

describe('the queue in the address (docs/product.md "Support console")', () => {
  it('round-trips every filter and the page', () => {
    const view = {
      filters: {
        search: 'kirana',
        status: 'in_review',
        planId: 'other',
        payment: 'unpaid' as const,
        waitingOnCustomer: true,
      },
      page: 3,
    };
    const params = paramsFromView(view);
    expect(params.toString()).toBe('q=kirana&status=in_review&plan=other&payment=unpaid&waiting=1&page=3');
    expect(viewFromParams(params)).toEqual(view);
  });

  it('keeps a clean address for the whole queue, and reads nonsense as the defaults', () => {
    expect(paramsFromView({ filters: NO_FILTERS, page: 1 }).toString()).toBe('');
    expect(viewFromParams(new URLSearchParams('payment=free&page=-2&waiting=yes'))).toEqual({
      filters: NO_FILTERS,
      page: 1,
    });
  });

  it('pages 108 rows by 25, and a page past the end shows the last', () => {
    const rows = Array.from({ length: 108 }, (_, index) => index);
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pages: 5, rows: rows.slice(0, 25) });
    expect(pageOf(rows, 9)).toMatchObject({ page: 5, pages: 5, rows: rows.slice(100) });
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
