import { REQUESTS_PAGE_SIZE } from '@contracts/limits';

export interface PageSlice<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
  total: number;
}

export function paginate<T>(all: readonly T[], page: number, size: number = REQUESTS_PAGE_SIZE): PageSlice<T> {
  const total = all.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  return { items: all.slice(start, start + size), page: current, pageCount, total };
}

/** docs/product.md §2: 'Page x/y, n total'. */
export function pageLabel({
  page,
  pageCount,
  total,
}: Pick<PageSlice<unknown>, 'page' | 'pageCount' | 'total'>): string {
  return `Page ${page}/${pageCount}, ${total} total`;
}
