import { NO_FILTERS, type QueueFilters } from './queue';

/** Rows per page of the queue: a phone scrolls through 25 cards, not through every request there is. */
const QUEUE_PAGE_SIZE = 25;

export interface QueueView {
  filters: QueueFilters;
  /** 1-based; clamped to the pages there are when shown. */
  page: number;
}

/**
 * The queue's filters and page live in the address (docs/product.md "Support console"), so a reload, the back button
 * and a link shared in the team's chat show the same list: `?q=&status=&plan=&payment=&waiting=1&page=`.
 */
export function viewFromParams(params: URLSearchParams): QueueView {
  const payment = params.get('payment');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filters: {
      search: params.get('q') ?? NO_FILTERS.search,
      status: params.get('status') ?? NO_FILTERS.status,
      planId: params.get('plan') ?? NO_FILTERS.planId,
      payment: payment === 'paid' || payment === 'unpaid' ? payment : '',
      waitingOnCustomer: params.get('waiting') === '1',
    },
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The address of a view, leaving out what is at its default (a clean `/ops` for the whole queue). */
export function paramsFromView({ filters, page }: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.planId) params.set('plan', filters.planId);
  if (filters.payment) params.set('payment', filters.payment);
  if (filters.waitingOnCustomer) params.set('waiting', '1');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** One page of `items`, and how many pages there are (at least one). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = QUEUE_PAGE_SIZE,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: items.slice((current - 1) * size, current * size), page: current, pages };
}
