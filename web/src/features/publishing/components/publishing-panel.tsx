import { APPLE_NOTE, isPublishingPlan } from '@contracts/publishing';
import { accessGivenAt } from '@contracts/publishing-steps';
import { currentStep } from '@contracts/publishing-tracker';
import { useEffect, useRef, useState } from 'react';
import { PublishingTracker } from '@/components/publishing/publishing-tracker';
import { Spinner } from '@/components/ui/spinner';
import { useNow, usePublishing } from '@/lib/publishing/use-publishing';
import type { RequestRecord } from '@contracts/requests';
import { openPublishing, refusalOf } from '../api/publishing-calls';
import { useUploadCertificate } from '../api/use-upload-certificate';
import { ConnectPlay } from './connect-play';
import { DeveloperAccountForm } from './developer-account-form';
import { ListingForm } from './listing-form';
import { PreflightSection } from './preflight-section';
import { ScreenshotsField } from './screenshots-field';
import { UploadSection } from './upload-section';
import './publishing.css';

export type PublishingRequest = Pick<
  RequestRecord,
  'id' | 'planId' | 'paymentStatus' | 'url' | 'appName' | 'playSigningSha256'
>;

/**
 * "Publishing on Google Play" in Request Details for the publishing plans (docs/product.md "Publishing"): the tracker
 * both sides share, then each step's controls: the developer account, Connect Play, the listing and screenshots, the
 * preflight and the upload. The record is opened (package, key, listing drafted from the site) on first view.
 */
export function PublishingPanel({ uid, request }: { uid: string; request: PublishingRequest }) {
  // Other plans render nothing and ask nothing: no listener, and no publishingOpen the server would refuse.
  return isPublishingPlan(request.planId) ? <PublishingSection uid={uid} request={request} /> : null;
}

function PublishingSection({ uid, request }: { uid: string; request: PublishingRequest }) {
  const live = usePublishing(uid, request.id);
  const now = useNow();
  const [openError, setOpenError] = useState<string | null>(null);
  const asked = useRef(false);
  const record = live.status === 'ready' ? live.value : null;
  const paid = request.paymentStatus === 'paid';
  const upload = useUploadCertificate(uid, record?.packageName ?? '');

  useEffect(() => {
    if (!paid || live.status !== 'ready' || record?.opened || asked.current) return;
    asked.current = true;
    openPublishing(request.id).catch((error: unknown) => setOpenError(refusalOf(error).message));
  }, [paid, live.status, record?.opened, request.id]);

  const heading = `publishing-${request.id}`;
  return (
    <section className="publishing" aria-labelledby={heading} data-testid="publishing-panel">
      <h3 className="publishing__heading" id={heading}>
        Publishing on Google Play
      </h3>
      <p className="muted">{APPLE_NOTE}</p>
      {!paid ? (
        <p>
          Publishing starts once the request is paid: we then prepare your listing and guide you through Play Console.
        </p>
      ) : openError ? (
        <p className="field__error" role="alert">
          {openError}
        </p>
      ) : !record?.opened ? (
        <p className="publishing__loading">
          <Spinner size={16} /> Preparing your listing from your site…
        </p>
      ) : (
        <>
          <PublishingTracker
            tracker={record.tracker}
            planId={request.planId}
            appName={request.appName}
            serviceAccountEmail={record.serviceAccountEmail}
            audience="customer"
            now={now}
          />
          {record.lastError ? (
            <p className="field__error" role="alert">
              Google Play refused the last {record.lastError.action === 'connect' ? 'connection check' : 'upload'}:{' '}
              {record.lastError.message}
            </p>
          ) : null}
          {currentStep(record.tracker) === 'developer_account' ? <DeveloperAccountForm requestId={request.id} /> : null}
          <ConnectPlay
            requestId={request.id}
            serviceAccountEmail={record.serviceAccountEmail}
            connected={accessGivenAt(record.tracker) !== undefined}
          />
          <div className="publishing__part">
            <h4 className="publishing__title">Store listing</h4>
            <ListingForm requestId={request.id} listing={record.listing} needsAccountDeletion={record.siteHasSignUp} />
          </div>
          <ScreenshotsField requestId={request.id} screenshots={record.screenshots} />
          <PreflightSection
            requestId={request.id}
            result={record.preflight}
            siteUrl={request.url}
            packageName={record.packageName}
            fingerprints={[upload, request.playSigningSha256].filter((value): value is string => !!value)}
          />
          {accessGivenAt(record.tracker) !== undefined ? (
            <UploadSection requestId={request.id} tracks={record.tracks} />
          ) : null}
        </>
      )}
    </section>
  );
}
