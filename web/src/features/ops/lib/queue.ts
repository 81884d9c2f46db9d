import { isOpenStatus } from '@contracts/request-status';
import { PLAN_TARGET_HOURS, type PlanId } from '@contracts/plans';
import type { OpsRequest } from './ops-request';

export interface QueueFilters {
  status: string;
  planId: string;
  payment: '' | 'paid' | 'unpaid';
  waitingOnCustomer: boolean;
  search: string;
}

export const NO_FILTERS: QueueFilters = { status: '', planId: '', payment: '', waitingOnCustomer: false, search: '' };

/** Search by app name, URL or email (contact or account), case-insensitive. */
function matchesSearch(request: OpsRequest, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [request.appName, request.url, request.email, request.accountHolderEmail].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export function filterQueue(requests: readonly OpsRequest[], filters: QueueFilters): OpsRequest[] {
  return requests.filter(
    (request) =>
      (!filters.status || request.status === filters.status) &&
      (!filters.planId || request.planId === filters.planId) &&
      (!filters.payment || request.paymentStatus === filters.payment) &&
      (!filters.waitingOnCustomer || request.status === 'update_needed') &&
      matchesSearch(request, filters.search),
  );
}

interface RequestAge {
  /** Hours since the clock started: payment for a paid request (work starts then), creation otherwise. */
  hours: number;
  /** The plan's promised turnaround (the publishing plan's 48 h expedited target), if it has one. */
  targetHours: number | null;
  /** Open, with a target, and past it. */
  overdue: boolean;
}

export function requestAge(request: OpsRequest, now: number): RequestAge {
  const start = request.paidAt ?? request.createdAt;
  const hours = Math.max(0, (now - start) / 3_600_000);
  const targetHours = PLAN_TARGET_HOURS[request.planId as PlanId] ?? null;
  const overdue =
    targetHours !== null && request.paymentStatus === 'paid' && isOpenStatus(request.status) && hours > targetHours;
  return { hours, targetHours, overdue };
}

export function formatAge(hours: number): string {
  if (hours < 1) return `${Math.floor(hours * 60)} min`;
  if (hours < 48) return `${Math.floor(hours)} h`;
  return `${Math.floor(hours / 24)} d`;
}
