import { describe, expect, it } from 'vitest';
import { trackerStage, trackerStepStates, trackerSteps } from './tracker-stage';

describe('trackerStage (docs/product.md §4)', () => {
  it('names the five steps', () => {
    expect(trackerSteps).toEqual(['Submitted', 'Payment Done', 'In Review', 'Accepted', 'Ready']);
  });

  it.each([
    ['Queued', 'unpaid', 1],
    ['something_new', 'unpaid', 1],
    ['Queued', 'paid', 3],
    ['in_review', 'unpaid', 3],
    ['in_review', 'paid', 3],
    ['update_needed', 'paid', 4],
    ['accepted', 'unpaid', 4],
    ['in_progress', 'paid', 4],
    ['completed', 'paid', 5],
    ['completed', 'unpaid', 5],
  ] as const)('status %s, payment %s -> stage %i', (status, paymentStatus, stage) => {
    expect(trackerStage({ status, paymentStatus })).toBe(stage);
  });
});

describe('trackerStepStates: never a step shown done that is not', () => {
  it.each([
    ['Queued', 'unpaid', ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']],
    ['Queued', 'paid', ['complete', 'complete', 'current', 'upcoming', 'upcoming']],
    // A custom request support reviews, or asks about, before it is quoted and paid (issue: "Payment Done ✓" there).
    ['in_review', 'unpaid', ['complete', 'awaiting-payment', 'current', 'upcoming', 'upcoming']],
    ['update_needed', 'unpaid', ['complete', 'awaiting-payment', 'current', 'upcoming', 'upcoming']],
    ['update_needed', 'paid', ['complete', 'complete', 'current', 'upcoming', 'upcoming']],
    ['accepted', 'paid', ['complete', 'complete', 'complete', 'current', 'upcoming']],
    ['in_progress', 'paid', ['complete', 'complete', 'complete', 'current', 'upcoming']],
    ['completed', 'paid', ['complete', 'complete', 'complete', 'complete', 'complete']],
    ['completed', 'unpaid', ['complete', 'awaiting-payment', 'complete', 'complete', 'complete']],
  ] as const)('status %s, payment %s', (status, paymentStatus, states) => {
    expect(trackerStepStates({ status, paymentStatus })).toEqual(states);
  });

  it('marks Payment Done done for every paid request, and never for an unpaid one', () => {
    for (const status of ['Queued', 'in_review', 'update_needed', 'accepted', 'in_progress', 'completed', 'other']) {
      expect(trackerStepStates({ status, paymentStatus: 'paid' })[1]).toBe('complete');
      expect(trackerStepStates({ status, paymentStatus: 'unpaid' })[1]).not.toBe('complete');
    }
  });
});
