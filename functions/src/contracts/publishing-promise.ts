// The publishing plan's promise against the clock (docs/product.md "Publishing"): the catalog's "48h expedited
// target" runs from "Access given" (before that the customer holds the next step, not us) until the app is in Play's
// internal testing, the first release only we can make. Both the request view and the support console show it.

import { PLAN_TARGET_HOURS, type PlanId } from './plans.js';
import { accessGivenAt } from './publishing-steps.js';
import type { PublishingStepId, PublishingTrackerState } from './publishing-tracker.js';

/** The step that ends the promised work. */
export const PROMISE_END_STEP: PublishingStepId = 'internal_test';

type PromiseStatus = 'not-started' | 'running' | 'late' | 'met' | 'missed';

export interface PromiseClock {
  status: PromiseStatus;
  targetHours: number;
  startedAt?: number;
  dueAt?: number;
  /** When the promised step was done. */
  endedAt?: number;
  /** Minutes to the due time (negative once late); running and late only. */
  minutesLeft?: number;
}

/** The plan's clock, or null for a plan that promises no turnaround. */
export function promiseClock(planId: string, state: PublishingTrackerState, now: number): PromiseClock | null {
  const targetHours = PLAN_TARGET_HOURS[planId as PlanId];
  if (targetHours === undefined) return null;
  const startedAt = accessGivenAt(state);
  if (startedAt === undefined) return { status: 'not-started', targetHours };
  const dueAt = startedAt + targetHours * 3_600_000;
  const end = state.steps?.[PROMISE_END_STEP];
  if (end?.state === 'done')
    return { status: end.at <= dueAt ? 'met' : 'missed', targetHours, startedAt, dueAt, endedAt: end.at };
  const minutesLeft = Math.floor((dueAt - now) / 60_000);
  return { status: minutesLeft >= 0 ? 'running' : 'late', targetHours, startedAt, dueAt, minutesLeft };
}

/** "5 h 20 min" from minutes (absolute). */
function formatMinutes(minutes: number): string {
  const total = Math.abs(Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The clock in a sentence; `formatTime` renders a due time in the reader's locale. The customer and support read the
 * same facts, each in their words.
 */
export function promiseSentence(
  clock: PromiseClock,
  audience: 'customer' | 'support',
  formatTime: (ms: number) => string,
): string {
  const target = `${clock.targetHours}-hour target`;
  switch (clock.status) {
    case 'not-started':
      return audience === 'customer'
        ? `Our ${target} starts when you give us access in Play Console.`
        : `The ${target} starts when the customer gives access.`;
    case 'running':
      return `${target}: ${formatMinutes(clock.minutesLeft ?? 0)} left, until ${formatTime(clock.dueAt ?? 0)}, for the app to reach internal testing.`;
    case 'late':
      return `${target}: ${formatMinutes(clock.minutesLeft ?? 0)} past ${formatTime(clock.dueAt ?? 0)}, and the app is not in internal testing yet.`;
    case 'met':
      return `${target} met: in internal testing ${formatMinutes(((clock.endedAt ?? 0) - (clock.startedAt ?? 0)) / 60_000)} after access was given.`;
    case 'missed':
      return `${target} missed: in internal testing ${formatMinutes(((clock.endedAt ?? 0) - (clock.startedAt ?? 0)) / 60_000)} after access was given.`;
  }
}
