import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVerificationWatch } from './verification-watch';

function Watch({ waiting, check }: { waiting: boolean; check: () => Promise<void> }) {
  useVerificationWatch(waiting, check, 1000);
  return null;
}

describe('useVerificationWatch (docs/product.md §2 "Login screen")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again every interval while waiting, and at once when the tab gets the focus back', () => {
    const check = vi.fn(async () => {});
    render(<Watch waiting check={check} />);
    expect(check).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(check).toHaveBeenCalledTimes(3);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('does nothing for an account that is not waiting, and stops once it is verified', () => {
    const check = vi.fn(async () => {});
    const view = render(<Watch waiting={false} check={check} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    window.dispatchEvent(new Event('focus'));
    expect(check).not.toHaveBeenCalled();
    view.rerender(<Watch waiting check={check} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(check).toHaveBeenCalledTimes(1);
    view.rerender(<Watch waiting={false} check={check} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('skips a hidden tab and survives a failed check (offline)', () => {
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(<Watch waiting check={check} />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(check).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(check).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
