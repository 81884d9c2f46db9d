// Request statuses, the transitions support may make, and how the customer sees each state (docs/product.md §4,
// "Statuses and the tracker"). The web app (badge, tracker, console buttons) and the server (ops callables,
// emails) share this one table, so what the console offers is exactly what the callable accepts.

import type { PaymentStatus, RequestStatus } from './requests.js';

/** The statuses the product moves a request through, in order. */
export const KNOWN_STATUSES = ['Queued', 'in_review', 'update_needed', 'accepted', 'in_progress', 'completed'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(value: unknown): value is KnownStatus {
  return typeof value === 'string' && (KNOWN_STATUSES as readonly string[]).includes(value);
}

/** Every status but `completed` is open: work (or a reply) is still due. */
export function isOpenStatus(status: RequestStatus): boolean {
  return status !== 'completed';
}

/**
 * What support may set from each status (docs/product.md §4). update_needed is reachable from any open state and
 * needs a message to the customer; leaving it is the customer's reply (replyToRequest) or support deciding to go on.
 */
const SUPPORT_TRANSITIONS: Readonly<Record<KnownStatus, readonly KnownStatus[]>> = {
  Queued: ['in_review', 'update_needed'],
  in_review: ['accepted', 'update_needed'],
  update_needed: ['in_review'],
  accepted: ['in_progress', 'update_needed'],
  in_progress: ['completed', 'update_needed'],
  completed: [],
};

/** Statuses an unpaid request may not reach: work starts only once the customer has paid. */
const PAID_ONLY_STATUSES: readonly KnownStatus[] = ['accepted', 'in_progress', 'completed'];

/** The status a customer's reply moves an update_needed request back to. */
export const STATUS_AFTER_REPLY: KnownStatus = 'in_review';

export type TransitionRefusal =
  | { ok: false; reason: 'unknown-status' | 'not-allowed' | 'unpaid' | 'message-required' }
  | { ok: true };

/** Whether support may move a request from `from` to `to`; unknown stored statuses may only go to in_review. */
export function checkSupportTransition(
  from: RequestStatus,
  to: string,
  paymentStatus: PaymentStatus,
  message: string,
): TransitionRefusal {
  if (!isKnownStatus(to)) return { ok: false, reason: 'unknown-status' };
  const allowed = isKnownStatus(from) ? SUPPORT_TRANSITIONS[from] : (['in_review'] as const);
  if (!allowed.includes(to)) return { ok: false, reason: 'not-allowed' };
  if (PAID_ONLY_STATUSES.includes(to) && paymentStatus !== 'paid') return { ok: false, reason: 'unpaid' };
  if (to === 'update_needed' && message.trim() === '') return { ok: false, reason: 'message-required' };
  return { ok: true };
}

/** The statuses support can pick next, for the console's buttons (the same table the callable checks). */
export function nextStatuses(from: RequestStatus, paymentStatus: PaymentStatus): KnownStatus[] {
  const allowed = isKnownStatus(from) ? SUPPORT_TRANSITIONS[from] : (['in_review'] as const);
  return allowed.filter((to) => paymentStatus === 'paid' || !PAID_ONLY_STATUSES.includes(to));
}

const STATUS_LABELS: Record<KnownStatus, string> = {
  Queued: 'Queued',
  in_review: 'In review',
  update_needed: 'Update needed',
  accepted: 'Accepted',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** The words for a stored status; unknown statuses show as they are, made readable. */
export function statusLabel(status: RequestStatus): string {
  return isKnownStatus(status)
    ? STATUS_LABELS[status]
    : status.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());
}

export const TRACKER_STEPS = ['Submitted', 'Payment Done', 'In Review', 'Accepted', 'Ready'] as const;
export type TrackerStage = 1 | 2 | 3 | 4 | 5;

/**
 * docs/product.md §4: stage 1 by default; 3 when paid or in_review; 4 for update_needed, accepted or in_progress;
 * 5 when completed. The later stage wins when several rules match.
 */
export function trackerStage(request: { status: RequestStatus; paymentStatus: PaymentStatus }): TrackerStage {
  const { status } = request;
  if (status === 'completed') return 5;
  if (status === 'update_needed' || status === 'accepted' || status === 'in_progress') return 4;
  if (request.paymentStatus === 'paid' || status === 'in_review') return 3;
  return 1;
}

/**
 * How each tracker step stands: done, the one under way, not reached, or, for Payment Done alone, skipped while the
 * request went on unpaid (a custom request is reviewed before it is quoted and paid).
 */
export type TrackerStepState = 'complete' | 'current' | 'upcoming' | 'awaiting-payment';

const REVIEWED: readonly string[] = ['accepted', 'in_progress', 'completed'];
const ACCEPTED: readonly string[] = ['in_progress', 'completed'];

/**
 * The state of each of the five steps (docs/product.md §4, "Tracker steps"). The stage is the spec's; a
 * step is shown done only when it is: Payment Done follows paymentStatus (never the status), In Review is done once
 * the request was accepted, Accepted once work started. So an unpaid custom request that support reviews, or asks
 * something about, shows In Review under way and Payment Done not done, beside its Unpaid badge and Pay button.
 */
export function trackerStepStates(request: {
  status: RequestStatus;
  paymentStatus: PaymentStatus;
}): TrackerStepState[] {
  const stage = trackerStage(request);
  const paid = request.paymentStatus === 'paid';
  const known = isKnownStatus(request.status);
  return TRACKER_STEPS.map((_, index): TrackerStepState => {
    const position = index + 1;
    const byStage: TrackerStepState =
      position < stage || stage === TRACKER_STEPS.length ? 'complete' : position === stage ? 'current' : 'upcoming';
    if (position === 2 && !paid) return byStage === 'upcoming' ? 'upcoming' : 'awaiting-payment';
    if (!known) return byStage;
    if (position === 3 && byStage === 'complete' && !REVIEWED.includes(request.status)) return 'current';
    if (position === 4 && byStage === 'current' && !['accepted', 'in_progress'].includes(request.status))
      return 'upcoming';
    if (position === 4 && byStage === 'complete' && !ACCEPTED.includes(request.status)) return 'current';
    return byStage;
  });
}

/**
 * The status as the customer's badge names it, consistent with the tracker: a paid request still marked Queued
 * sits at stage 3 ("In Review"), so its badge says "In review" too rather than contradicting it.
 */
export function customerStatusLabel(request: { status: RequestStatus; paymentStatus: PaymentStatus }): string {
  if (request.status === 'Queued' && request.paymentStatus === 'paid') return STATUS_LABELS.in_review;
  return statusLabel(request.status);
}

/** One sentence beside the tracker saying where the request stands (docs/product.md §4). */
export function statusSentence(request: {
  status: RequestStatus;
  paymentStatus: PaymentStatus;
  planId: string;
  quotedAt?: number;
}): string {
  const unpaid = request.paymentStatus !== 'paid';
  switch (request.status) {
    case 'update_needed':
      return 'Update needed: the support team needs something from you. See their message below.';
    case 'in_review':
      return unpaid
        ? 'In review: the support team is looking at your request.'
        : 'In review: paid, and being reviewed.';
    case 'accepted':
      return 'Accepted: the support team will start on it shortly.';
    case 'in_progress':
      return 'In progress: the support team is working on your app.';
    case 'completed':
      return 'Completed: your app is ready.';
    case 'Queued':
      if (!unpaid) return 'In review: paid, and waiting for the support team.';
      if (request.planId === 'other')
        return request.quotedAt ? 'Quoted: pay the quote to start.' : 'Submitted: awaiting a quote from support.';
      return 'Submitted: pay to start.';
    default:
      return statusLabel(request.status);
  }
}
