import { describe, expect, it } from 'vitest';
import { amountInPaise, findPlan, PLANS, planRecord } from './catalog.js';

describe('plan catalog', () => {
  it('has the plan table of docs/product.md §3: ids, names and prices in order', () => {
    expect(PLANS.map((plan) => [plan.id, plan.name, plan.priceInr, plan.order])).toEqual([
      ['apk_basic', 'Fully Customized & Ads Free APK', 1, 1],
      ['aab_bundle', 'AAB Bundle File for Publishing', 39, 2],
      ['publish_2days', 'Publish in Play & Apple Store in 3 weeks', 89, 3],
      ['end_to_end', 'End-to-End Support', 199, 4],
      ['other', 'Other (Custom Requirement)', null, 5],
    ]);
  });

  it('marks aab_bundle popular and end_to_end premium, nothing else', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['aab_bundle']);
    expect(PLANS.filter((plan) => plan.premium).map((plan) => plan.id)).toEqual(['end_to_end']);
  });

  it('lists the 48h expedited target in the publishing plan', () => {
    expect(findPlan('publish_2days')?.features.some((feature) => feature.includes('48h'))).toBe(true);
  });

  it('says plainly on both publishing plans that the Apple part is a quoted service (their names stay)', () => {
    for (const id of ['publish_2days', 'end_to_end'])
      expect(findPlan(id)?.features).toContain(
        'Apple App Store: quoted separately by support (we build Android apps only)',
      );
  });

  it('gives every plan a description and features', () => {
    for (const plan of PLANS) {
      expect(plan.description.length).toBeGreaterThan(10);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('converts prices to paise and has no amount for the custom plan', () => {
    expect(amountInPaise(findPlan('apk_basic')!)).toBe(100);
    expect(amountInPaise(findPlan('end_to_end')!)).toBe(19_900);
    expect(amountInPaise(findPlan('other')!)).toBeNull();
    expect(findPlan('free')).toBeUndefined();
    expect(findPlan(undefined)).toBeUndefined();
  });

  it('stores records without priceInr for the custom plan and flags only when true', () => {
    expect(planRecord(findPlan('other')!)).not.toHaveProperty('priceInr');
    expect(planRecord(findPlan('aab_bundle')!)).toMatchObject({ priceInr: 39, popular: true });
    expect(planRecord(findPlan('apk_basic')!)).not.toHaveProperty('popular');
    expect(planRecord(findPlan('apk_basic')!)).not.toHaveProperty('premium');
  });
});
