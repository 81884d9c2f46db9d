import { describe, expect, it } from 'vitest';
import { trackerStage, trackerSteps } from './tracker-stage';

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
