import { useCallback, useEffect, useState } from 'react';
import { createDownloadLink } from '@/lib/download-link';

export type QrLinkState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; expiresAt: number }
  | { status: 'expired' }
  | { status: 'failed' };

export type MintLink = (buildId: string) => Promise<{ url: string; expiresAt: number }>;

const mintBuildLink: MintLink = (buildId) => createDownloadLink({ buildId });

/**
 * A link of its own for the QR code, minted when the panel opens and again on "New QR code": links are single-use and
 * short-lived, so the phone never shares a token with the download this page started. Once it expires the code is
 * taken away (a phone scanning it would only get an error).
 */
export function useQrLink(buildId: string, mint: MintLink = mintBuildLink) {
  const [state, setState] = useState<QrLinkState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    mint(buildId).then(
      (link) => live && setState({ status: 'ready', ...link }),
      (error: unknown) => {
        console.warn('QR download link failed', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [buildId, mint, round]);

  const expiresAt = state.status === 'ready' ? state.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = window.setTimeout(() => setState({ status: 'expired' }), Math.max(0, expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { state, refresh };
}
