import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { type PageSlice, pageLabel } from '../lib/paginate';

export function Pager({ slice, onPage }: { slice: PageSlice<unknown>; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label="Requests pages">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPage(slice.page - 1)}
        disabled={slice.page <= 1}
        icon={<ChevronLeftIcon size={16} />}
      >
        Prev
      </Button>
      <p className="pager__label" aria-live="polite">
        {pageLabel(slice)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPage(slice.page + 1)}
        disabled={slice.page >= slice.pageCount}
      >
        Next
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
