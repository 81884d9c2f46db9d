import { describe, expect, it } from 'vitest';
import { applyTrackerEvent, type TrackerEvent } from '../publishing-steps.js';
import { promiseClock, promiseSentence } from '../publishing-promise.js';
import {
  currentStep,
  nextAction,
  trackerView,
  type MarkedBy,
  type PublishingTrackerState,
} from '../publishing-tracker.js';

const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const context = { appName: 'FitZone Studio', serviceAccountEmail: 'publisher@apkforge.iam.gserviceaccount.com' };

/** Applies events in order, each must be accepted. */
function run(
  events: Array<[TrackerEvent, MarkedBy, number?]>,
  state: PublishingTrackerState = {},
): PublishingTrackerState {
  for (const [event, by, at] of events) {
    const outcome = applyTrackerEvent(state, event, by, at ?? T0);
    if (!outcome.ok) throw new Error(`${event.kind}: ${outcome.message}`);
    state = outcome.state;
  }
  return state;
}

const toInternal: Array<[TrackerEvent, MarkedBy, number?]> = [
  [{ kind: 'developer-account', type: 'personal', createdAfterCutoff: true }, 'customer'],
  [{ kind: 'connected' }, 'system', T0 + HOUR],
  [{ kind: 'listing-ready' }, 'system'],
  [{ kind: 'preflight-passed' }, 'system'],
  [{ kind: 'uploaded', track: 'internal' }, 'system', T0 + 20 * HOUR],
];

describe('the publishing tracker’s state machine (contracts/publishing-steps.ts)', () => {
  it('starts at Developer account with the customer to act, in the customer’s words and support’s', () => {
    expect(currentStep({})).toBe('developer_account');
    expect(nextAction({}, context, 'customer')).toMatchObject({
      actorLabel: 'You',
      text: expect.stringContaining('US$25'),
    });
    expect(nextAction({}, context, 'support')).toMatchObject({ actorLabel: 'The customer' });
    expect(trackerView({}, T0).map((step) => step.state)).toEqual(['current', ...Array(8).fill('upcoming')]);
  });

  it('moves in order: a step after an open one is refused (system events of later steps wait)', () => {
    expect(applyTrackerEvent({}, { kind: 'listing-ready' }, 'system', T0)).toEqual({
      ok: false,
      reason: 'out-of-order',
      message: 'Finish “Developer account” first.',
    });
    const connected = run([[{ kind: 'connected' }, 'system']]);
    expect(Object.keys(connected.steps ?? {})).toEqual(['developer_account', 'app_created', 'access_given']);
    expect(nextAction(connected, context, 'customer')?.step).toBe('listing_ready');
  });

  it('lets each party send only its events', () => {
    expect(applyTrackerEvent({}, { kind: 'connected' }, 'customer', T0)).toMatchObject({
      ok: false,
      reason: 'not-allowed',
    });
    expect(applyTrackerEvent({}, { kind: 'mark', step: 'live' }, 'customer', T0)).toMatchObject({
      ok: false,
      reason: 'not-allowed',
    });
    expect(applyTrackerEvent({}, { kind: 'undo' }, 'system', T0)).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(
      applyTrackerEvent(
        {},
        { kind: 'developer-account', type: 'organization', createdAfterCutoff: false },
        'support',
        T0,
      ).ok,
    ).toBe(true);
  });

  it('skips the closed test for organisation and older personal accounts, and holds a new personal one to 12 testers for 14 days', () => {
    const organisation = run([
      [{ kind: 'developer-account', type: 'organization', createdAfterCutoff: true }, 'customer'],
    ]);
    expect(organisation.steps?.closed_test?.state).toBe('skipped');
    expect(trackerView(organisation, T0).find((step) => step.id === 'closed_test')?.detail).toBe(
      'Not needed for this developer account.',
    );
    const personal = run(toInternal);
    expect(currentStep(personal)).toBe('closed_test');
    const testing = run(
      [[{ kind: 'closed-test', testers: 12, startedAt: T0 + DAY }, 'support', T0 + 2 * DAY]],
      personal,
    );
    expect(applyTrackerEvent(testing, { kind: 'mark', step: 'closed_test' }, 'support', T0 + 10 * DAY)).toEqual({
      ok: false,
      reason: 'not-yet',
      message: 'A closed test needs at least 12 testers opted in for 14 days: it has 12 testers after 9 days.',
    });
    expect(trackerView(testing, T0 + 10 * DAY).find((step) => step.id === 'closed_test')?.detail).toBe(
      '12 of 12 testers, day 10 of 14',
    );
    const done = run(
      [
        [{ kind: 'mark', step: 'closed_test' }, 'support', T0 + 15 * DAY],
        [{ kind: 'production-submitted' }, 'support', T0 + 15 * DAY],
      ],
      testing,
    );
    expect(nextAction(done, context, 'customer')).toMatchObject({ step: 'production_review', actorLabel: 'Google' });
    const live = run(
      [
        [{ kind: 'mark', step: 'production_review' }, 'support'],
        [{ kind: 'mark', step: 'live' }, 'support'],
      ],
      done,
    );
    expect(currentStep(live)).toBeNull();
    expect(nextAction(live, context, 'customer')).toBeNull();
  });

  it('is idempotent for repeated system events, and support’s undo takes back the newest done step', () => {
    const state = run(toInternal.slice(0, 2));
    expect(applyTrackerEvent(state, { kind: 'connected' }, 'system', T0 + 5 * HOUR)).toEqual({
      ok: true,
      state,
      changed: false,
    });
    const undone = applyTrackerEvent(state, { kind: 'undo' }, 'support', T0);
    expect(undone.ok && Object.keys(undone.state.steps ?? {})).toEqual(['developer_account', 'app_created']);
  });
});

describe('the 48-hour promise (contracts/publishing-promise.ts)', () => {
  const format = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  it('starts at Access given and ends when the app is in internal testing', () => {
    expect(promiseClock('aab_bundle', {}, T0)).toBeNull();
    expect(promiseClock('publish_2days', {}, T0)).toEqual({ status: 'not-started', targetHours: 48 });
    const connected = run(toInternal.slice(0, 2));
    const running = promiseClock('publish_2days', connected, T0 + 11 * HOUR)!;
    expect(running).toMatchObject({
      status: 'running',
      startedAt: T0 + HOUR,
      dueAt: T0 + 49 * HOUR,
      minutesLeft: 38 * 60,
    });
    expect(promiseSentence(running, 'customer', format)).toBe(
      '48-hour target: 38 h left, until 10:00, for the app to reach internal testing.',
    );
    expect(promiseClock('end_to_end', connected, T0 + 50 * HOUR)).toMatchObject({ status: 'late', minutesLeft: -60 });
    const met = promiseClock('publish_2days', run(toInternal), T0 + 100 * HOUR)!;
    expect(met).toMatchObject({ status: 'met', endedAt: T0 + 20 * HOUR });
    expect(promiseSentence(met, 'support', format)).toBe(
      '48-hour target met: in internal testing 19 h after access was given.',
    );
  });
});
