import type { RequestRecord } from '@contracts/requests';
import type { MouseEvent } from 'react';
import { Table } from '@/components/ui/table';
import { formatInr } from '@/lib/format-inr';
import { AppAvatar } from './app-avatar';
import { DateCell } from './date-cell';
import type { PayAction } from '../types/pay-action';
import { NewMessageBadge, PaymentBadge, StatusBadge } from './status-badge';

// Clicks on buttons/links inside a row do their own thing; elsewhere the row opens the details.
function fromControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('button, a, input') !== null;
}

export function RequestTable({
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
    <Table caption="My Submitted Requests" className="requests-table">
      {/* Fixed widths for everything but App: a long name wraps inside its own column instead of widening the
          table and pushing Status, Amount and Pay Now out of the card. */}
      <colgroup>
        <col />
        <col className="requests-table__status" />
        <col className="requests-table__plan" />
        <col className="requests-table__amount" />
        <col className="requests-table__payment" />
        <col className="requests-table__date" />
        <col className="requests-table__date" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">App</th>
          <th scope="col">Status</th>
          <th scope="col">Plan</th>
          <th scope="col">Amount</th>
          <th scope="col">Payment</th>
          <th scope="col">Updated</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr
            key={request.id}
            className="requests__row"
            data-testid="request-row"
            data-request-id={request.id}
            onClick={(event) => !fromControl(event) && onOpen(request.id)}
          >
            <td>
              <div className="requests__app">
                <AppAvatar name={request.appName} iconDataUrl={request.iconDataUrl} />
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
                </div>
              </div>
            </td>
            <td>
              <StatusBadge status={request.status} paymentStatus={request.paymentStatus} />
              {unread?.has(request.id) ? <NewMessageBadge /> : null}
            </td>
            <td className="requests__plan">{request.planName}</td>
            <td className="requests__amount">{formatInr(request.amountInr)}</td>
            <td>
              <div className="requests__payment">
                <PaymentBadge request={request} />
                {request.paymentStatus !== 'paid' ? payAction(request) : null}
              </div>
            </td>
            <td>
              <DateCell ms={request.updatedAt} />
            </td>
            <td>
              <DateCell ms={request.createdAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
