import { describe, expect, it } from 'vitest';
import { REQUESTS_PAGE_SIZE } from '@contracts/limits';
import { pageLabel, paginate } from './paginate';

const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('paginate', () => {
  it('uses pages of 10', () => {
    expect(REQUESTS_PAGE_SIZE).toBe(10);
    const first = paginate(items(23), 1);
    expect(first.items).toEqual(items(10));
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(paginate(items(23), 3).items).toEqual([21, 22, 23]);
  });

  it('clamps the page into range (e.g. after the last item of a page is deleted)', () => {
    expect(paginate(items(11), 5)).toMatchObject({ page: 2, items: [11] });
    expect(paginate(items(11), 0).page).toBe(1);
    expect(paginate(items(11), Number.NaN).page).toBe(1);
  });

  it('has one empty page when there is nothing', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('labels pages as docs/product.md §2 writes them', () => {
    expect(pageLabel(paginate(items(23), 2))).toBe('Page 2/3, 23 total');
    expect(pageLabel(paginate(items(10), 1))).toBe('Page 1/1, 10 total');
  });
});
