import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '@/lib/toast';

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  toast.clear();
  vi.restoreAllMocks();
});
