import { isPublishingPlan, PLAY_TRACKS, TRACK_LABELS } from '@contracts/publishing';
import type { PlayTrack } from '@contracts/publishing-steps';
import { useState, type ReactNode } from 'react';
import { PreflightList } from '@/components/publishing/preflight-list';
import { PublishingTracker } from '@/components/publishing/publishing-tracker';
import { Button } from '@/components/ui/button';
import { useNow, usePublishing } from '@/lib/publishing/use-publishing';
import { actionError } from '../api/ops-actions';
import { connectFor, openPublishingFor, preflightFor, stepFor, uploadFor } from '../api/publishing-actions';
import type { OpsRequest } from '../lib/ops-request';
import { OpsStepControls } from './ops-step-controls';

/**
 * The publishing of a publish_2days or end_to_end request as support drives it (docs/product.md "Publishing"):
 * the same tracker and preflight the customer sees, Play's last refusal, the listing at a glance, and the actions
 * (Connect, preflight, upload, the steps people decide). Every action is the customer's callable with the owner's uid.
 */
export function OpsPublishingSection({ request }: { request: OpsRequest }) {
  // Only a paid publishing request has publishing to drive: other requests open no listener.
  const shown = isPublishingPlan(request.planId) && request.paymentStatus === 'paid';
  return shown ? <OpsPublishing request={request} /> : null;
}

function OpsPublishing({ request }: { request: OpsRequest }) {
  const live = usePublishing(request.uid, request.id);
  const now = useNow();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [track, setTrack] = useState<PlayTrack>('internal');
  const target = { uid: request.uid, requestId: request.id };
  const record = live.status === 'ready' ? live.value : null;

  async function act(name: string, action: () => Promise<unknown>, done: string) {
    setBusy(name);
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, error: false });
    } catch (error) {
      setMessage({ text: actionError(error), error: true });
    } finally {
      setBusy(null);
    }
  }
  const button = (name: string, label: string, action: () => Promise<unknown>, done: string): ReactNode => (
    <Button
      size="sm"
      variant="secondary"
      loading={busy === name}
      disabled={busy !== null}
      onClick={() => void act(name, action, done)}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="ops-publishing" className="ops-publishing" data-testid="ops-publishing">
      <h2 id="ops-publishing">Publishing on Google Play</h2>
      {!record?.opened ? (
        button(
          'open',
          'Open publishing',
          () => openPublishingFor(target),
          'Publishing opened: package, key and listing draft made.',
        )
      ) : (
        <>
          <p>
            Package <code>{record.packageName}</code> · service account <code>{record.serviceAccountEmail}</code>
          </p>
          <PublishingTracker
            tracker={record.tracker}
            planId={request.planId}
            appName={request.appName}
            serviceAccountEmail={record.serviceAccountEmail}
            audience="support"
            now={now}
          />
          {record.lastError ? (
            <p role="alert">
              Play refused the last {record.lastError.action}: {record.lastError.message}
            </p>
          ) : null}
          <dl className="ops-facts">
            <dt>Listing</dt>
            <dd>
              {record.listing.title || '—'} · {record.listing.shortDescription || '—'}
            </dd>
            <dt>Contact · privacy</dt>
            <dd>
              {record.listing.contactEmail || '—'} · {record.listing.privacyPolicyUrl || 'no privacy policy yet'}
            </dd>
            <dt>Screenshots</dt>
            <dd>{record.screenshots.length}</dd>
            <dt>Tracks</dt>
            <dd>
              {record.tracks
                .map((state) => `${TRACK_LABELS[state.track]}: ${state.status} (${state.versionCodes.join(', ')})`)
                .join(' · ') || 'nothing uploaded yet'}
            </dd>
          </dl>
          {record.preflight ? <PreflightList result={record.preflight} /> : null}
          <div className="ops-actions-row">
            {button('connect', 'Connect Play', () => connectFor(target), 'Connected to Play.')}
            {button('preflight', 'Run preflight', () => preflightFor(target), 'Preflight run.')}
            <label>
              Track{' '}
              <select value={track} onChange={(event) => setTrack(event.target.value as PlayTrack)}>
                {PLAY_TRACKS.map((id) => (
                  <option key={id} value={id}>
                    {TRACK_LABELS[id]}
                  </option>
                ))}
              </select>
            </label>
            {button(
              'upload',
              `Upload to ${TRACK_LABELS[track].toLowerCase()}`,
              () => uploadFor(target, track),
              `Uploaded to ${TRACK_LABELS[track].toLowerCase()}.`,
            )}
          </div>
          <OpsStepControls
            busy={busy !== null}
            onStep={(name, event, done) => void act(name, () => stepFor(target, event), done)}
          />
        </>
      )}
      {message ? <p role={message.error ? 'alert' : 'status'}>{message.text}</p> : null}
    </section>
  );
}
