import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useRequestDeepLink } from './use-request-deep-link';

function Probe({ ready, ids, open }: { ready: boolean; ids: string[]; open: (id: string) => void }) {
  useRequestDeepLink(ready, ids, open);
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function at(url: string, ready: boolean, ids: string[], open = vi.fn()) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Probe ready={ready} ids={ids} open={open} />
    </MemoryRouter>,
  );
  return { open, view };
}

describe("useRequestDeepLink (/dashboard?request=<id>, every email's button)", () => {
  it('opens the linked request once the list is there, and drops the parameter', () => {
    const { open, view } = at('/dashboard?request=req-2&tab=x', false, []);
    expect(open).not.toHaveBeenCalled();
    view.rerender(
      <MemoryRouter initialEntries={['/dashboard?request=req-2&tab=x']}>
        <Probe ready ids={['req-1', 'req-2']} open={open} />
      </MemoryRouter>,
    );
    expect(open).toHaveBeenCalledWith('req-2');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?tab=x');
  });

  it('opens nothing for a request that is not in the list', () => {
    const { open } = at('/dashboard?request=someone-else', true, ['req-1']);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});
