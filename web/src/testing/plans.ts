import type { Plan } from '@contracts/plans';

/** The plans page's catalog as the web tests show it (three plans: a priced APK, the popular bundle, custom). */
export const fakePlans: Plan[] = [
  {
    id: 'apk_basic',
    name: 'Fully Customized & Ads Free APK',
    description: 'APK',
    priceInr: 1,
    features: ['a'],
    order: 1,
    popular: false,
    premium: false,
  },
  {
    id: 'aab_bundle',
    name: 'AAB Bundle File for Publishing',
    description: 'AAB',
    priceInr: 39,
    features: ['b'],
    order: 2,
    popular: true,
    premium: false,
  },
  {
    id: 'other',
    name: 'Other (Custom Requirement)',
    description: 'Custom',
    priceInr: null,
    features: ['c'],
    order: 5,
    popular: false,
    premium: false,
  },
];
