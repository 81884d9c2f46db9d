import { Button } from '@/components/ui/button';

/** Previous and next page of the queue, and where it is ("Page 2 of 5"); nothing when it fits on one page. */
export function OpsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="ops-pager" aria-label="Queue pages">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous page
      </Button>
      <p aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next page
      </Button>
    </nav>
  );
}
