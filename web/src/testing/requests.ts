import type { Plan } from '@contracts/plans';
import type { AppRequest } from '@/types/api';

export function fakeRequest(overrides: Partial<AppRequest> = {}): AppRequest {
  return {
    id: 'req-1',
    url: 'https://shop.example.in',
    appName: 'Shop',
    email: 'asha@example.com',
    accountHolderEmail: 'asha@example.com',
    phone: '',
    description: 'A shop',
    extraInstructions: '',
    planId: 'aab_bundle',
    planName: 'AAB Bundle File for Publishing',
    amountInr: 39,
    iconDataUrl: '',
    status: 'Queued',
    progressPercent: 0,
    paymentStatus: 'unpaid',
    createdAt: 1_790_000_000_000,
    createdAtISO: '2026-09-21T12:26:40.000Z',
    updatedAt: 1_790_000_000_000,
    updatedAtISO: '2026-09-21T12:26:40.000Z',
    ...overrides,
  };
}

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
