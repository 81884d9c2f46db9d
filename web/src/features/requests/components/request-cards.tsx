import type { AppRequest } from '@/types/api';
import { formatAmount, formatDateTime } from '../lib/format';
import { AppAvatar } from './app-avatar';
import type { PayAction } from './requests-list';
import { PaymentBadge, StatusBadge } from './status-badge';

export function RequestCards({ requests, onOpen, payAction }: { requests: AppRequest[]; onOpen: (id: string) => void; payAction: PayAction }) {
  return (
    <ul className="request-cards" aria-label="My Submitted Requests">
      {requests.map((request) => (
        <li
          key={request.id}
          className="request-card"
          data-testid="request-row"
          data-request-id={request.id}
          onClick={(event) => {
            // The whole card opens the details, except its own buttons (Pay Now).
            if (!(event.target instanceof Element && event.target.closest('button, a'))) onOpen(request.id);
          }}
        >
          <div className="request-card__head">
            <AppAvatar name={request.appName} iconDataUrl={request.iconDataUrl} size={44} />
            <div className="requests__app-text">
              <button type="button" className="requests__open" onClick={() => onOpen(request.id)} aria-label={`Open details of ${request.appName}`}>
                {request.appName}
              </button>
              <span className="requests__url">{request.url}</span>
            </div>
            <StatusBadge status={request.status} />
          </div>
          <dl className="request-card__facts">
            <div className="request-card__plan">
              <dt>Plan</dt>
              <dd>{request.planName}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd className="request-card__date">{formatDateTime(request.updatedAt)}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd className="request-card__date">{formatDateTime(request.createdAt)}</dd>
            </div>
          </dl>
          <div className="request-card__foot">
            <div className="requests__payment">
              <span className="request-card__amount">
                <span className="visually-hidden">Amount </span>
                {formatAmount(request)}
              </span>
              <PaymentBadge request={request} />
            </div>
            {request.paymentStatus !== 'paid' ? payAction(request) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
