import { opsRequestRoute } from '@contracts/app-routes';
import { KNOWN_STATUSES, statusLabel } from '@contracts/request-status';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { formatInr } from '@/lib/format-inr';
import { hasUnread } from '@contracts/conversation';
import { useAllConversationReads, useAllRequests } from '../api/use-ops-data';
import type { OpsRequest } from '../lib/ops-request';
import { filterQueue, formatAge, requestAge, type QueueFilters } from '../lib/queue';
import { pageOf, paramsFromView, viewFromParams } from '../lib/queue-params';
import { OpsPager } from './ops-pager';
import { failureMessage } from '@/lib/failure-message';

// One empty list for every render before the first value, so the filtered list is not recomputed each time.
const NO_REQUESTS: readonly OpsRequest[] = [];

const PLAN_OPTIONS: Array<[string, string]> = [
  ['apk_basic', 'APK'],
  ['aab_bundle', 'AAB bundle'],
  ['publish_2days', 'Publishing'],
  ['end_to_end', 'End-to-end'],
  ['other', 'Custom'],
];

/**
 * The live queue of every user's requests, newest activity first, with filters and search, a page at a time. The
 * filters and the page are in the address (lib/queue-params.ts), so a reload keeps them. Below 768 px each row is a
 * card (ops.css), so nothing scrolls sideways on a phone.
 */
export function OpsQueue({ now = Date.now() }: { now?: number }) {
  const requests = useAllRequests();
  const reads = useAllConversationReads();
  const [params, setParams] = useSearchParams();
  const { filters, page } = viewFromParams(params);
  const all = requests.status === 'ready' ? requests.value : NO_REQUESTS;
  const shown = useMemo(() => filterQueue(all, filters), [all, filters]);
  const visible = pageOf(shown, page);
  // A changed filter starts again at its first page; typing replaces the entry instead of piling up history.
  const set = (change: Partial<QueueFilters>) =>
    setParams(paramsFromView({ filters: { ...filters, ...change }, page: 1 }), { replace: true });
  const goTo = (next: number) => setParams(paramsFromView({ filters, page: next }));

  return (
    <section className="ops-queue" aria-label="Request queue">
      <form className="ops-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          Search
          <input
            type="search"
            placeholder="App name, URL or email"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </label>
        <label>
          Status
          <select value={filters.status} onChange={(event) => set({ status: event.target.value })}>
            <option value="">Any</option>
            {KNOWN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Plan
          <select value={filters.planId} onChange={(event) => set({ planId: event.target.value })}>
            <option value="">Any</option>
            {PLAN_OPTIONS.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Payment
          <select
            value={filters.payment}
            onChange={(event) => set({ payment: event.target.value as QueueFilters['payment'] })}
          >
            <option value="">Any</option>
            <option value="paid">Paid</option>
            <option value="unpaid">Unpaid</option>
          </select>
        </label>
        <label className="ops-filters__check">
          <input
            type="checkbox"
            checked={filters.waitingOnCustomer}
            onChange={(event) => set({ waitingOnCustomer: event.target.checked })}
          />
          Waiting on customer
        </label>
      </form>
      {requests.status === 'error' ? (
        <p role="alert">The queue could not be loaded: {failureMessage(requests.message, 'Please reload the page.')}</p>
      ) : null}
      <p className="ops-queue__count" aria-live="polite">
        {requests.status === 'loading' ? 'Loading…' : `${shown.length} of ${all.length} requests`}
      </p>
      <table className="ops-table">
        <thead>
          <tr>
            <th scope="col">App</th>
            <th scope="col">Customer</th>
            <th scope="col">Plan</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col">Age</th>
          </tr>
        </thead>
        <tbody>
          {visible.rows.map((request) => {
            const age = requestAge(request, now);
            return (
              <tr key={`${request.uid}/${request.id}`} className={age.overdue ? 'ops-table__row--overdue' : undefined}>
                <td data-label="App">
                  <Link className="ops-table__open" to={opsRequestRoute(request.uid, request.id)}>
                    {request.appName || '(no name)'}
                  </Link>
                  {reads && hasUnread(request.lastCustomerMessageAt, reads[request.uid]?.[request.id]?.support) ? (
                    <Badge tone="info">New message</Badge>
                  ) : null}
                  <span className="ops-table__sub">{request.url}</span>
                </td>
                <td data-label="Customer">{request.accountHolderEmail || request.email}</td>
                <td data-label="Plan">
                  {request.planName}
                  <span className="ops-table__sub">{formatInr(request.amountInr)}</span>
                </td>
                <td data-label="Status">
                  <Badge tone={request.status === 'update_needed' ? 'warning' : 'neutral'}>
                    {statusLabel(request.status)}
                  </Badge>
                </td>
                <td data-label="Payment">
                  {request.paymentStatus === 'paid' ? 'Paid' : request.quotedAt ? 'Quoted' : 'Unpaid'}
                </td>
                <td data-label="Age">
                  {formatAge(age.hours)}
                  {age.targetHours !== null ? <span className="ops-table__sub">target {age.targetHours} h</span> : null}
                  {age.overdue ? <Badge tone="danger">Past target</Badge> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <OpsPager page={visible.page} pages={visible.pages} onPage={goTo} />
    </section>
  );
}
