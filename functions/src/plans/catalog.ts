import type { Plan, PlanId, PlanRecord } from '../contracts/plans.js';

/**
 * THE plan catalog (docs/product.md §3 "Plan"). Prices charged come from here, never from the client: createOrder
 * multiplies `priceInr` by 100, and the database's `plans/` (read by the web app and by the rules that check a
 * new request's amountInr) is seeded from this list by `seedPlans`.
 */
/** A plan of the catalog: its id is one the contracts know, so the web app and the rules can name it. */
export interface CatalogPlan extends Plan {
  id: PlanId;
}

export const PLANS: readonly CatalogPlan[] = [
  {
    id: 'apk_basic',
    name: 'Fully Customized & Ads Free APK',
    description: 'A signed, installable APK of your website with your app name and icon, free of ads.',
    priceInr: 1,
    features: ['Your app name and icon', 'No ads, ever', 'Signed APK ready to install', 'Rebuilds install as updates'],
    order: 1,
  },
  {
    id: 'aab_bundle',
    name: 'AAB Bundle File for Publishing',
    description: 'An Android App Bundle (AAB) ready to upload to Google Play.',
    priceInr: 39,
    features: [
      'Everything in the APK plan',
      'AAB file for Google Play upload',
      'The same upload key for every update',
      'Step-by-step Play Console notes',
    ],
    order: 2,
    popular: true,
  },
  {
    id: 'publish_2days',
    name: 'Publish in Play & Apple Store in 3 weeks',
    description: 'We prepare your store listings and publish your app, usually in about 3 weeks.',
    priceInr: 89,
    features: [
      'Everything in the AAB plan',
      'Store listing prepared and submitted for you',
      'Published in about 3 weeks',
      '48h expedited target (2-day guarantee)',
      'Google Play developer account fee ($25, paid to Google) not included',
      'Apple App Store: quoted separately by support (we build Android apps only)',
    ],
    order: 3,
  },
  {
    id: 'end_to_end',
    name: 'End-to-End Support',
    description: 'Hands-on help from the first build to a live store listing, and after launch.',
    priceInr: 199,
    features: [
      'Everything in the publishing plan',
      'Priority support, replies within 24 h',
      'Store graphics and policy review',
      'Help with updates after launch',
      'Apple App Store: quoted separately by support (we build Android apps only)',
    ],
    order: 4,
    premium: true,
  },
  {
    id: 'other',
    name: 'Other (Custom Requirement)',
    description: 'Tell us what you need: support reviews it and sends you a quote.',
    priceInr: null,
    features: ['Custom features or integrations', 'Quote after review', 'Support contacts you for payment'],
    order: 5,
  },
];

export const CURRENCY = 'INR';

export function findPlan(planId: unknown): CatalogPlan | undefined {
  return PLANS.find((plan) => plan.id === planId);
}

/** Minor units (paise) for the payment provider; null for the custom plan. */
export function amountInPaise(plan: Plan): number | null {
  return plan.priceInr === null ? null : Math.round(plan.priceInr * 100);
}

/** The record stored at `plans/{planId}` (docs/data-model.md: no priceInr for 'other', flags only when true). */
export function planRecord(plan: CatalogPlan): PlanRecord {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    ...(plan.priceInr === null ? {} : { priceInr: plan.priceInr }),
    features: [...plan.features],
    order: plan.order,
    ...(plan.popular ? { popular: true } : {}),
    ...(plan.premium ? { premium: true } : {}),
  };
}
