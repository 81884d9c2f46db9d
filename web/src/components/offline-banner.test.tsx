import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('<OfflineBanner> (docs/product.md §2 "Offline")', () => {
  it('appears while the browser is offline and leaves when the connection returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Live updates are paused. What you send is kept on this device and sent when the connection returns.',
    );
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
