import type { RequestRecord } from '@contracts/requests';
import { isFulfilledOnPayment } from '@contracts/deliverables';
import type { DeliverableRecord } from '@contracts/deliverables';
import { Spinner } from '@/components/ui/spinner';
import { type SubscribeDeliverables, useDeliverables } from '../api/use-deliverables';
import { type SubscribePackages, usePackages } from '../api/use-packages';
import { deliverableMessages as m } from '../lib/deliverable-messages';
import { AssetLinksPanel } from './asset-links-panel';
import { DeliverableItem } from './deliverable-item';
import { UploadKeyRow } from './upload-key-row';
import './deliverables.css';

export type DeliverablesRequest = Pick<RequestRecord, 'id' | 'planId' | 'paymentStatus' | 'url' | 'playSigningSha256'>;

interface RequestDeliverablesProps {
  uid: string;
  request: DeliverablesRequest;
  /** Test seams: the live listeners. */
  subscribe?: SubscribeDeliverables;
  subscribePackages?: SubscribePackages;
}

/** The app the request delivered, once a built file of it is ready: its package and upload certificate. */
function deliveredApp(deliverables: readonly DeliverableRecord[]) {
  const built = deliverables.find(
    (item) => (item.kind === 'aab' || item.kind === 'apk') && item.status === 'ready' && item.packageName,
  );
  return built?.packageName && built.certificateSha256
    ? { packageName: built.packageName, certificateSha256: built.certificateSha256, appLinkHosts: built.appLinkHosts }
    : null;
}

function PackageTools({
  uid,
  request,
  app,
  subscribePackages,
}: RequestDeliverablesProps & { app: NonNullable<ReturnType<typeof deliveredApp>> }) {
  const packages = usePackages(uid, subscribePackages);
  const summary = packages?.find((item) => item.packageName === app.packageName);
  return (
    <div className="package-tools">
      <section className="package-tools__part" aria-labelledby={`upload-key-${request.id}`}>
        <h4 className="package-tools__title" id={`upload-key-${request.id}`}>
          {m.keyTitle}
        </h4>
        <p className="muted">{m.keyLead(app.packageName)}</p>
        <UploadKeyRow packageName={app.packageName} lastExportedAt={summary?.lastExportedAt} />
      </section>
      <AssetLinksPanel
        requestId={request.id}
        siteUrl={request.url}
        packageName={app.packageName}
        uploadSha256={app.certificateSha256}
        appLinkHosts={app.appLinkHosts}
        playSha256={request.playSigningSha256}
      />
    </div>
  );
}

/**
 * The request's files (docs/product.md "Deliverables"), live: what fulfilment built on payment and what support
 * attached, each building, ready to download, or failed with what happened; then the app's upload key and its
 * Digital Asset Links. A section of the Request Details dialog.
 */
export function RequestDeliverables(props: RequestDeliverablesProps) {
  const { uid, request, subscribe } = props;
  const state = useDeliverables(uid, request.id, subscribe);
  const automatic = isFulfilledOnPayment(request.planId);
  const paid = request.paymentStatus === 'paid';
  const list = state.status === 'loading' ? [] : state.deliverables;
  // Unpaid: every file support shared is listed (some open only after payment); fulfilment builds nothing yet.
  if (!paid && list.length === 0) {
    return automatic ? <p className="muted deliverables__hint">{m.buildsOnPayment}</p> : null;
  }
  const app = deliveredApp(list);
  return (
    <section className="deliverables" aria-labelledby={`deliverables-${request.id}`} aria-live="polite">
      <h3 className="deliverables__title" id={`deliverables-${request.id}`}>
        {m.sectionTitle}
      </h3>
      {state.status === 'loading' ? <Spinner size={18} label="Loading your files" /> : null}
      {state.status === 'error' ? <p className="deliverable__error">{m.loadFailed}</p> : null}
      {state.status === 'ready' && list.length === 0 ? (
        <p className="muted">{automatic ? m.preparing : m.fromSupport}</p>
      ) : null}
      {!paid && automatic ? <p className="muted deliverables__hint">{m.buildsOnPayment}</p> : null}
      {list.length > 0 ? (
        <ul className="deliverables__list">
          {list.map((item) => (
            <DeliverableItem
              key={item.id}
              requestId={request.id}
              item={item}
              locked={!paid && item.availableAfterPayment === true}
            />
          ))}
        </ul>
      ) : null}
      {app ? <PackageTools {...props} app={app} /> : null}
    </section>
  );
}
