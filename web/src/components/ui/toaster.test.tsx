import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toastDuration } from '@/lib/toast';
import { Toaster } from './toaster';

describe('toastDuration (docs/product.md §2, §9)', () => {
  it('is 3 s on the login and app pages', () => {
    for (const path of ['/', '/converter', '/login', '/dashboard', '/profile', '/dashboard/'])
      expect(toastDuration(path)).toBe(3000);
  });

  it('is 5 s elsewhere', () => {
    for (const path of ['/plans', '/terms', '/privacy-policy', '/blog/website-to-app-guide'])
      expect(toastDuration(path)).toBe(5000);
  });

  it('keeps an explicit duration, including sticky', () => {
    expect(toastDuration('/login', 'sticky')).toBe('sticky');
    expect(toastDuration('/plans', 1000)).toBe(1000);
  });
});

describe('<Toaster>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces toasts in a polite live region', () => {
    const store = createToastStore();
    render(<Toaster pathname="/login" store={store} />);
    act(() => void store.success('Login successful!'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')?.textContent).toContain('Login successful!');
  });

  it('closes after 3 s on the login page', () => {
    const store = createToastStore();
    render(<Toaster pathname="/login" store={store} />);
    act(() => void store.error('Firebase: Error (auth/invalid-credential).'));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Firebase: Error (auth/invalid-credential).')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Firebase: Error (auth/invalid-credential).')).toBeNull();
  });

  it('closes after 5 s on other pages', () => {
    const store = createToastStore();
    render(<Toaster pathname="/plans" store={store} />);
    act(() => void store.info('Logged out successfully!'));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Logged out successfully!')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Logged out successfully!')).toBeNull();
  });

  it('keeps sticky toasts until the close button is used', () => {
    const store = createToastStore();
    render(<Toaster pathname="/dashboard" store={store} />);
    act(() => void store.success('APK is downloading! Your app is ready to use.', { duration: 'sticky' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('APK is downloading! Your app is ready to use.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('APK is downloading! Your app is ready to use.')).toBeNull();
  });

  it('pauses while the pointer is over a toast', () => {
    const store = createToastStore();
    render(<Toaster pathname="/login" store={store} />);
    act(() => void store.success('Request submitted successfully.'));
    const item = screen.getByText('Request submitted successfully.').closest('li')!;
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('Request submitted successfully.')).not.toBeNull();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Request submitted successfully.')).toBeNull();
  });
});
