import type { RequestRecord } from '@contracts/requests';
import { requestRecord } from '@contracts/__fixtures__/records';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '@/lib/events';
import { type SubscribeRequests, useRequests } from './use-requests';

function fakeSubscription() {
  const listeners: Array<{
    onData: (requests: RequestRecord[]) => void;
    onError: (error: Error) => void;
    closed: boolean;
  }> = [];
  const subscribe: SubscribeRequests = (_uid, onData, onError) => {
    const entry = { onData, onError, closed: false };
    listeners.push(entry);
    return () => {
      entry.closed = true;
    };
  };
  return { subscribe: vi.fn(subscribe), listeners };
}

describe('useRequests', () => {
  it('is loading until the first snapshot, then follows live updates', () => {
    const fake = fakeSubscription();
    const { result } = renderHook(() => useRequests('user-1', fake.subscribe));
    expect(result.current.status).toBe('loading');
    act(() => fake.listeners[0]!.onData([requestRecord()]));
    expect(result.current).toEqual({ status: 'ready', requests: [requestRecord()] });
    act(() => fake.listeners[0]!.onData([]));
    expect(result.current).toEqual({ status: 'ready', requests: [] });
  });

  it('reports an error and keeps what it had', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeSubscription();
    const { result } = renderHook(() => useRequests('user-1', fake.subscribe));
    act(() => fake.listeners[0]!.onData([requestRecord()]));
    act(() => fake.listeners[0]!.onError(new Error('permission_denied')));
    expect(result.current).toEqual({ status: 'error', requests: [requestRecord()] });
  });

  it.each(['apk-generated', 'payment-completed', 'request-deleted'] as const)(
    're-reads the list on the page event %s',
    (name) => {
      const fake = fakeSubscription();
      renderHook(() => useRequests('user-1', fake.subscribe));
      act(() => emitAppEvent(name, name === 'apk-generated' ? { buildId: 'b' } : { requestId: 'r' }));
      expect(fake.subscribe).toHaveBeenCalledTimes(2);
      expect(fake.listeners[0]!.closed).toBe(true);
      expect(fake.listeners[1]!.closed).toBe(false);
    },
  );
});
