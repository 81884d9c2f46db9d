import { frameCheckPath } from '@contracts/api-paths';
import type { FrameCheckAnswer } from '@contracts/frame-check';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { loadAuth } from '@/lib/auth/load-auth';

function frameCheckKey(url: string | null): readonly ['frame-check', string] | null {
  return url ? ['frame-check', url] : null;
}

/**
 * GET /api/frame-check (docs/api.md): can this site be shown inside a frame? A signed-in visitor sends its ID token,
 * so its checks count against its own limit rather than its address's.
 */
async function checkFrame(url: string): Promise<FrameCheckAnswer> {
  const token = await (await loadAuth()).currentUser?.getIdToken();
  return apiFetch<FrameCheckAnswer>(frameCheckPath(url), token ? { token } : {});
}

export function useFrameCheck(url: string | null) {
  return useSWR(frameCheckKey(url), ([, target]) => checkFrame(target), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
}
