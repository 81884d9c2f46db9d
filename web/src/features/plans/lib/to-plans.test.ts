import { describe, expect, it } from 'vitest';
import { toPlans } from './to-plans';

describe('toPlans', () => {
  it('orders plans by their display order and reads flags', () => {
    const plans = toPlans({
      other: { id: 'other', name: 'Other (Custom Requirement)', features: ['x'], order: 5 },
      aab_bundle: {
        id: 'aab_bundle',
        name: 'AAB',
        priceInr: 39,
        features: { 0: 'a', 1: 'b' },
        order: 2,
        popular: true,
      },
      end_to_end: { id: 'end_to_end', name: 'E2E', priceInr: 199, features: [], order: 4, premium: true },
    });
    expect(plans.map((plan) => plan.id)).toEqual(['aab_bundle', 'end_to_end', 'other']);
    expect(plans[0]).toMatchObject({ popular: true, premium: false, features: ['a', 'b'], priceInr: 39 });
    expect(plans[1]).toMatchObject({ premium: true });
    expect(plans[2]?.priceInr).toBeNull();
  });
});
