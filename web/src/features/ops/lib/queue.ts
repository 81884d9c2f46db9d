import { isOpenStatus } from '@contracts/request-status';
import { PLAN_TARGET_HOURS, type PlanId } from '@contracts/plans';
import { PROMISE_END_STEP } from '@contracts/publishing-promise';
import { PUBLISHING_STEPS } from '@contracts/publishing-tracker';
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
  /** Hours since payment for a paid request (work starts then), since creation otherwise. */
  hours: number;
  /** The plan's promised turnaround (the publishing plan's 48 h expedited target), if it has one. */
  targetHours: number | null;
  /** Open, with a target, its clock started, and past it. */
  overdue: boolean;
}

/** The tracker's steps up to the one that ends the promised work (contracts/publishing-promise.ts). */
const PROMISED_STEPS: readonly string[] = PUBLISHING_STEPS.slice(0, PUBLISHING_STEPS.indexOf(PROMISE_END_STEP) + 1);

/**
 * The request's age, and whether the plan's promise is broken: the 48 h target runs from "Access given" (the
 * request carries the moment, `publishingAccessGivenAt`) until the app is in internal testing.
 */
export function requestAge(request: OpsRequest, now: number): RequestAge {
  const start = request.paidAt ?? request.createdAt;
  const hours = Math.max(0, (now - start) / 3_600_000);
  const targetHours = PLAN_TARGET_HOURS[request.planId as PlanId] ?? null;
  const clock = request.publishingAccessGivenAt;
  const promiseOpen = request.publishingStep === undefined || PROMISED_STEPS.includes(request.publishingStep);
  const overdue =
    targetHours !== null &&
    clock !== undefined &&
    promiseOpen &&
    isOpenStatus(request.status) &&
    (now - clock) / 3_600_000 > targetHours;
  return { hours, targetHours, overdue };
}

export function formatAge(hours: number): string {
  if (hours < 1) return `${Math.floor(hours * 60)} min`;
  if (hours < 48) return `${Math.floor(hours)} h`;
  return `${Math.floor(hours / 24)} d`;
}
