import { frameCheckPath } from '@contracts/api-paths';
import type { FrameCheckAnswer } from '@contracts/frame-check';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';

function frameCheckKey(url: string | null): readonly ['frame-check', string] | null {
  return url ? ['frame-check', url] : null;
}

/** GET /api/frame-check (docs/api.md): can this site be shown inside a frame? */
function checkFrame(url: string, fetchImpl?: typeof fetch): Promise<FrameCheckAnswer> {
  return apiFetch<FrameCheckAnswer>(frameCheckPath(url), {}, fetchImpl);
}

export function useFrameCheck(url: string | null) {
  return useSWR(frameCheckKey(url), ([, target]) => checkFrame(target), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
}
