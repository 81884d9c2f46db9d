import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatTimeOfDay } from '@/lib/format-when';
import { type MintLink, useQrLink } from '../hooks/use-qr-link';
import { buildResultMessages as m } from '../lib/build-result-messages';

/** The phone's way to the file: a QR code of a link of its own, its expiry, and a new code once it has expired. */
export function BuildQr({ buildId, appName, mint }: { buildId: string; appName: string; mint?: MintLink }) {
  const { state, refresh } = useQrLink(buildId, mint);
  return (
    <section className="build-result__qr" aria-labelledby="build-result-qr-title">
      <h3 id="build-result-qr-title" className="build-result__subtitle">
        {m.qrTitle}
      </h3>
      <p className="build-result__hint">{m.qrLead}</p>
      <div className="build-result__qr-body" aria-live="polite">
        {state.status === 'loading' ? (
          <p className="build-result__hint">
            <Spinner size={16} /> {m.qrMaking}
          </p>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <QrCode value={state.url} label={m.qrLabel(appName)} />
            <p className="build-result__hint" data-testid="qr-expiry">
              {m.qrValidUntil(formatTimeOfDay(state.expiresAt))}
            </p>
          </>
        ) : null}
        {state.status === 'expired' || state.status === 'failed' ? (
          <>
            <p className="build-result__hint">{state.status === 'expired' ? m.qrExpired : m.qrFailed}</p>
            <Button variant="secondary" size="sm" onClick={refresh}>
              {m.qrRefresh}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
