import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';

/** GET /api/frame-check (common.md addendum): can this site be shown inside a frame? */
export type FrameCheck =
  | { frameable: true }
  | { frameable: false; reason: 'x-frame-options' | 'csp' }
  | { frameable: null; reason: 'unreachable' };

export function frameCheckKey(url: string | null): readonly ['frame-check', string] | null {
  return url ? ['frame-check', url] : null;
}

export function checkFrame(url: string, fetchImpl?: typeof fetch): Promise<FrameCheck> {
  return apiFetch<FrameCheck>(`/api/frame-check?url=${encodeURIComponent(url)}`, {}, fetchImpl);
}

export function useFrameCheck(url: string | null) {
  return useSWR(frameCheckKey(url), ([, target]) => checkFrame(target), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
}
