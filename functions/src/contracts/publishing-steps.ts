// How the publishing tracker moves (docs/product.md "Publishing"): the events that mark its steps, who may send
// each, and the order they keep. The server applies these in a transaction; the web only renders the result
// (publishing-tracker.ts), so what support's console offers is exactly what the callable accepts.

import {
  CLOSED_TEST_RULE,
  closedTestApplies,
  PUBLISHING_STEPS,
  STEP_LABELS,
  type DeveloperAccountType,
  type MarkedBy,
  type PublishingStepId,
  type PublishingTrackerState,
} from './publishing-tracker.js';

export type PlayTrack = 'internal' | 'closed' | 'production';

export type TrackerEvent =
  /** The customer (or support for them) says which developer account the app is published from. */
  | { kind: 'developer-account'; type: DeveloperAccountType; createdAfterCutoff: boolean }
  /** Connect Play opened (and deleted) an edit of the app: it exists and our service account may release it. */
  | { kind: 'connected' }
  | { kind: 'listing-ready' }
  | { kind: 'preflight-passed' }
  /** A release committed to a track (an upload through the Play Developer API). */
  | { kind: 'uploaded'; track: PlayTrack }
  /** Support records the closed test's testers (opted in) and its first day. */
  | { kind: 'closed-test'; testers: number; startedAt: number }
  | { kind: 'production-submitted' }
  /** Support marks a step Google or Play Console decides: the closed test's end, the review's approval, live. */
  | { kind: 'mark'; step: 'closed_test' | 'production_review' | 'live' }
  /** Support takes back the newest done step (a mistake, or access Play no longer grants). */
  | { kind: 'undo' };

/** Who may send each event: the customer only states their account; Play's facts come from the server itself. */
const EVENT_SENDERS: Readonly<Record<TrackerEvent['kind'], readonly MarkedBy[]>> = {
  'developer-account': ['customer', 'support'],
  connected: ['system'],
  'listing-ready': ['system'],
  'preflight-passed': ['system'],
  uploaded: ['system'],
  'closed-test': ['support'],
  'production-submitted': ['support'],
  mark: ['support'],
  undo: ['support'],
};

export type TrackerOutcome =
  | { ok: true; state: PublishingTrackerState; changed: boolean }
  | { ok: false; reason: 'not-allowed' | 'out-of-order' | 'not-yet'; message: string };

const DAY_MS = 86_400_000;

const refuse = (reason: 'not-allowed' | 'out-of-order' | 'not-yet', message: string): TrackerOutcome => ({
  ok: false,
  reason,
  message,
});

function isSettled(state: PublishingTrackerState, step: PublishingStepId): boolean {
  return state.steps?.[step] !== undefined;
}

/** The first earlier step still open, if any: a step is done only after every step before it. */
function blockerOf(state: PublishingTrackerState, step: PublishingStepId): PublishingStepId | undefined {
  return PUBLISHING_STEPS.slice(0, PUBLISHING_STEPS.indexOf(step)).find((earlier) => !isSettled(state, earlier));
}

function withMark(
  state: PublishingTrackerState,
  step: PublishingStepId,
  mark: 'done' | 'skipped',
  by: MarkedBy,
  now: number,
): PublishingTrackerState {
  return { ...state, steps: { ...state.steps, [step]: { state: mark, at: now, by } } };
}

/** Marks steps done in order (those already settled keep their first mark); refuses at the first one blocked. */
function markDone(state: PublishingTrackerState, steps: readonly PublishingStepId[], by: MarkedBy, now: number) {
  let next = state;
  for (const step of steps) {
    if (isSettled(next, step)) continue;
    const blocker = blockerOf(next, step);
    if (blocker) return refuse('out-of-order', `Finish “${STEP_LABELS[blocker]}” first.`);
    next = withMark(next, step, 'done', by, now);
  }
  return { ok: true as const, state: next, changed: next !== state };
}

/** The closed test's skip follows the developer account: only personal accounts made after the cutoff need one. */
function withClosedTestRule(state: PublishingTrackerState, now: number): PublishingTrackerState {
  const mark = state.steps?.closed_test;
  if (!closedTestApplies(state)) return mark ? state : withMark(state, 'closed_test', 'skipped', 'system', now);
  if (mark?.state !== 'skipped') return state;
  const steps = { ...state.steps };
  delete steps.closed_test;
  return { ...state, steps };
}

/** The newest done step (in the tracker's order), the one undo takes back. */
function lastDone(state: PublishingTrackerState): PublishingStepId | undefined {
  return [...PUBLISHING_STEPS].reverse().find((step) => state.steps?.[step]?.state === 'done');
}

/** Whole days since the closed test's first day. */
function closedTestDays(state: PublishingTrackerState, now: number): number {
  return state.closedTest ? Math.floor((now - state.closedTest.startedAt) / DAY_MS) : 0;
}

/**
 * THE transition function: the tracker after `event`, sent by `by` at `now`, or why not. Idempotent: an event that
 * changes nothing answers `changed: false` (a retried upload, a second Connect).
 */
export function applyTrackerEvent(
  state: PublishingTrackerState,
  event: TrackerEvent,
  by: MarkedBy,
  now: number,
): TrackerOutcome {
  if (!EVENT_SENDERS[event.kind].includes(by))
    return refuse('not-allowed', 'Only Apkforge support can change this step.');
  switch (event.kind) {
    case 'developer-account': {
      const account = { type: event.type, createdAfterCutoff: event.type === 'personal' && event.createdAfterCutoff };
      const marked = markDone({ ...state, developerAccount: account }, ['developer_account'], by, now);
      return marked.ok ? { ...marked, state: withClosedTestRule(marked.state, now), changed: true } : marked;
    }
    case 'connected':
      // An app in a Play Console proves the developer account too.
      return markDone(state, ['developer_account', 'app_created', 'access_given'], by, now);
    case 'listing-ready':
      return markDone(state, ['listing_ready'], by, now);
    case 'preflight-passed':
      return markDone(state, ['preflight_passed'], by, now);
    case 'uploaded':
      if (event.track === 'internal') return markDone(state, ['internal_test'], by, now);
      if (event.track === 'closed' && closedTestApplies(state) && !state.closedTest)
        return { ok: true, state: { ...state, closedTest: { testers: 0, startedAt: now } }, changed: true };
      return { ok: true, state, changed: false };
    case 'closed-test': {
      const blocker = blockerOf(state, 'closed_test');
      if (blocker) return refuse('out-of-order', `Finish “${STEP_LABELS[blocker]}” first.`);
      if (!Number.isInteger(event.testers) || event.testers < 0 || event.testers > 100_000)
        return refuse('not-allowed', 'Testers must be a whole number.');
      if (!Number.isFinite(event.startedAt) || event.startedAt > now)
        return refuse('not-allowed', 'The closed test cannot start in the future.');
      return {
        ok: true,
        state: { ...state, closedTest: { testers: event.testers, startedAt: event.startedAt } },
        changed: true,
      };
    }
    case 'production-submitted': {
      const blocker = blockerOf(state, 'production_review');
      if (blocker) return refuse('out-of-order', `Finish “${STEP_LABELS[blocker]}” first.`);
      if (state.productionSubmittedAt) return { ok: true, state, changed: false };
      return { ok: true, state: { ...state, productionSubmittedAt: now }, changed: true };
    }
    case 'mark':
      return markSupportStep(state, event.step, now);
    case 'undo': {
      const step = lastDone(state);
      if (!step) return refuse('not-yet', 'No step is done yet.');
      const steps = { ...state.steps };
      delete steps[step];
      const next: PublishingTrackerState = { ...state, steps };
      if (step === 'production_review') delete next.productionSubmittedAt;
      return { ok: true, state: next, changed: true };
    }
  }
}

function markSupportStep(
  state: PublishingTrackerState,
  step: 'closed_test' | 'production_review' | 'live',
  now: number,
): TrackerOutcome {
  if (step === 'closed_test') {
    if (!closedTestApplies(state)) return refuse('not-allowed', 'This developer account needs no closed test.');
    const testers = state.closedTest?.testers ?? 0;
    const days = closedTestDays(state, now);
    if (testers < CLOSED_TEST_RULE.testers || days < CLOSED_TEST_RULE.days)
      return refuse(
        'not-yet',
        `A closed test needs at least ${CLOSED_TEST_RULE.testers} testers opted in for ${CLOSED_TEST_RULE.days} days: it has ${testers} testers after ${days} days.`,
      );
  }
  if (step === 'production_review' && !state.productionSubmittedAt)
    return refuse('not-yet', 'Send the production release for review first.');
  return markDone(state, [step], 'support', now);
}

/** When the 48h promise's clock started: the moment our service account got access (docs/product.md). */
export function accessGivenAt(state: PublishingTrackerState): number | undefined {
  const mark = state.steps?.access_given;
  return mark?.state === 'done' ? mark.at : undefined;
}
