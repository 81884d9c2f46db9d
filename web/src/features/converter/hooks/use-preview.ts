import { useCallback, useEffect, useRef, useState } from 'react';

// docs/product.md §4, §9: ~2 s on a blank page with a loader, then the URL loads and the loader ends 100 ms
// later; the APK button is enabled 3 s after the preview starts.
const previewTimings = { loadDelayMs: 2000, loaderTailMs: 100, apkEnableMs: 3000 } as const;
export type PreviewTimings = { loadDelayMs: number; loaderTailMs: number; apkEnableMs: number };

export type PreviewPhase = 'idle' | 'loading' | 'framing' | 'shown';

export interface PreviewState {
  phase: PreviewPhase;
  url: string | null;
  apkReady: boolean;
}

export function usePreview(timings: PreviewTimings = previewTimings) {
  const [state, setState] = useState<PreviewState>({ phase: 'idle', url: null, apkReady: false });
  const timers = useRef<number[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const start = useCallback(
    (url: string) => {
      clearTimers();
      setState({ phase: 'loading', url, apkReady: false });
      const at = (ms: number, update: (current: PreviewState) => PreviewState) => {
        timers.current.push(window.setTimeout(() => setState(update), ms));
      };
      at(timings.loadDelayMs, (current) => ({ ...current, phase: 'framing' }));
      at(timings.loadDelayMs + timings.loaderTailMs, (current) => ({ ...current, phase: 'shown' }));
      at(timings.apkEnableMs, (current) => ({ ...current, apkReady: true }));
    },
    [clearTimers, timings],
  );

  return { ...state, start };
}
