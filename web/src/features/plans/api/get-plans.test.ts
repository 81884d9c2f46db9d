import { describe, expect, it, vi } from 'vitest';
import { getPlans } from './get-plans';

const catalog = {
  other: {
    id: 'other',
    name: 'Other (Custom Requirement)',
    description: 'Quote after review',
    features: ['Anything else'],
    order: 5,
  },
  apk_basic: {
    id: 'apk_basic',
    name: 'Fully Customized & Ads Free APK',
    description: 'APK',
    priceInr: 1,
    features: ['Your icon'],
    order: 1,
  },
};

describe('getPlans', () => {
  it('reads plans/ over REST and returns them in display order', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(catalog), { status: 200 }));
    const plans = await getPlans(fetchImpl);
    expect(plans.map((plan) => [plan.id, plan.priceInr])).toEqual([
      ['apk_basic', 1],
      ['other', null],
    ]);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toMatch(/\/plans\.json(\?|$)/);
  });

  it('fails on a non-OK answer so the page can offer a retry', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"error":"Permission denied"}', { status: 401 }));
    await expect(getPlans(fetchImpl)).rejects.toThrow('HTTP 401');
  });
});
