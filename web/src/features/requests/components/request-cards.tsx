import type { RequestRecord } from '@contracts/requests';
import { formatInr } from '@/lib/format-inr';
import { AppAvatar } from './app-avatar';
import { DateCell } from './date-cell';
import type { PayAction } from '../types/pay-action';
import { NewMessageBadge, PaymentBadge, StatusBadge } from './status-badge';

export function RequestCards({
  requests,
  onOpen,
  payAction,
  unread,
}: {
  requests: RequestRecord[];
  onOpen: (id: string) => void;
  payAction: PayAction;
  /** Requests with news from the team the customer has not read. */
  unread?: ReadonlySet<string>;
}) {
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
              <button
                type="button"
                className="requests__open"
                onClick={() => onOpen(request.id)}
                aria-label={`Open details of ${request.appName}`}
                title={request.appName}
              >
                {request.appName}
              </button>
              <span className="requests__url" title={request.url}>
                {request.url}
              </span>
              {/* Under the name, not beside it: beside it, a phone has room for only a few letters of each. */}
              <span className="request-card__status">
                <StatusBadge status={request.status} paymentStatus={request.paymentStatus} />
                {unread?.has(request.id) ? <NewMessageBadge /> : null}
              </span>
            </div>
          </div>
          <dl className="request-card__facts">
            <div className="request-card__plan">
              <dt>Plan</dt>
              <dd>{request.planName}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd>
                <DateCell ms={request.updatedAt} />
              </dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>
                <DateCell ms={request.createdAt} />
              </dd>
            </div>
          </dl>
          <div className="request-card__foot">
            <div className="requests__payment">
              <span className="request-card__amount">
                <span className="visually-hidden">Amount </span>
                {formatInr(request.amountInr)}
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
