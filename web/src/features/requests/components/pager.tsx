import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { type PageSlice, pageLabel } from '../lib/paginate';

export function Pager({ slice, onPage }: { slice: PageSlice<unknown>; onPage: (page: number) => void }) {
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const handOver = useRef<'prev' | 'next' | null>(null);

  // Reaching the first or last page disables the button just pressed, and a disabled button drops the focus to
  // <body>: hand it to the other button once the new page has rendered (before that it is still disabled).
  useEffect(() => {
    const target = handOver.current === 'prev' ? prevRef : handOver.current === 'next' ? nextRef : null;
    handOver.current = null;
    target?.current?.focus();
  }, [slice.page]);

  function go(direction: -1 | 1) {
    const page = slice.page + direction;
    if (direction === 1 && page >= slice.pageCount) handOver.current = 'prev';
    if (direction === -1 && page <= 1) handOver.current = 'next';
    onPage(page);
  }

  return (
    <nav className="pager" aria-label="Requests pages">
      <Button
        ref={prevRef}
        variant="secondary"
        size="sm"
        onClick={() => go(-1)}
        disabled={slice.page <= 1}
        icon={<ChevronLeftIcon size={16} />}
      >
        Prev
      </Button>
      <p className="pager__label" aria-live="polite">
        {pageLabel(slice)}
      </p>
      <Button
        ref={nextRef}
        variant="secondary"
        size="sm"
        onClick={() => go(1)}
        disabled={slice.page >= slice.pageCount}
      >
        Next
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
