import { type ReactNode, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { RequestsState } from '../api/use-requests';
import type { PayAction } from '../types/pay-action';
import { useContainerWidth } from '../hooks/use-container-width';
import { paginate } from '../lib/paginate';
import { Pager } from './pager';
import { RequestCards } from './request-cards';
import { RequestTable } from './request-table';
import './requests-list.css';

// Below this width the App column of the table (what its fixed columns leave) gets too narrow for a name, so
// each request becomes a card.
const TABLE_MIN_WIDTH = 780;

export interface RequestsListProps {
  state: RequestsState;
  onOpen: (requestId: string) => void;
  payAction: PayAction;
  /** Requests with news from the team the customer has not read (useUnreadRequests). */
  unread?: ReadonlySet<string>;
}

export function RequestsList({ state, onOpen, payAction, unread }: RequestsListProps) {
  const [page, setPage] = useState(1);
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, 1024);
  const requests = state.status === 'loading' ? [] : state.requests;
  const slice = paginate(requests, page);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="requests__state">
        <Spinner size={22} />
        <span>Loading</span>
      </div>
    );
  } else if (requests.length === 0) {
    body = state.status === 'ready' ? <p className="requests__state">No requests yet.</p> : null;
  } else if (width >= TABLE_MIN_WIDTH) {
    body = <RequestTable requests={slice.items} onOpen={onOpen} payAction={payAction} unread={unread} />;
  } else {
    body = <RequestCards requests={slice.items} onOpen={onOpen} payAction={payAction} unread={unread} />;
  }

  return (
    <div className="requests" ref={containerRef} aria-busy={state.status === 'loading'}>
      {body}
      <Pager slice={slice} onPage={setPage} />
      {state.status === 'error' ? (
        <p className="requests__error" role="alert">
          Failed to load requests
        </p>
      ) : null}
    </div>
  );
}
