import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '@/lib/toast';

// jsdom has no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  toast.clear();
  vi.restoreAllMocks();
});
