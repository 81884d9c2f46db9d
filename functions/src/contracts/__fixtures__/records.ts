// One builder per record for the tests of every package (web, functions, e2e, the rules suite): a valid record as
// the server stores it, with the fields a test cares about as overrides. Typed by the contracts, so a field added to
// a record is added here once, not in four copies. Test code only: lint/zones.js lets no other file import it, and
// the functions' build leaves `__fixtures__/` out.

import type { BuildRecord } from '../builds.js';
import type { DeliverableRecord } from '../deliverables.js';
import type { RequestInput } from '../request-input.js';
import type { RequestRecord } from '../requests.js';

/** When the fixtures were made: 2026-09-21T12:26:40.000Z. */
export const FIXTURE_TIME = 1_790_000_000_000;

/** A record's four creation and update stamps, all at `ms`. */
export function stampedAt(ms: number): Pick<RequestRecord, 'createdAt' | 'createdAtISO' | 'updatedAt' | 'updatedAtISO'> {
  const iso = new Date(ms).toISOString();
  return { createdAt: ms, createdAtISO: iso, updatedAt: ms, updatedAtISO: iso };
}

/** What the request form sends for a valid request of the App Bundle plan. */
export function requestInput(overrides: Partial<RequestInput> = {}): RequestInput {
  return {
    url: 'https://shop.example.in',
    appName: 'Shop',
    email: 'contact@shop.example.in',
    phone: '',
    description: 'Menu and orders',
    extraInstructions: '',
    planId: 'aab_bundle',
    iconDataUrl: '',
    extraHosts: [],
    pullToRefresh: true,
    ...overrides,
  };
}

/**
 * `requests/{uid}/{requestId}` as createRequest stores requestInput() for asha@example.com: the App Bundle plan at
 * its price, Queued and unpaid.
 */
export function requestRecord(overrides: Partial<RequestRecord> = {}): RequestRecord {
  // createRequest stores no extraHosts when there are none, and pull-to-refresh only when it is off.
  const { extraHosts: _none, pullToRefresh: _on, ...input } = requestInput();
  return {
    id: 'req-1',
    ...input,
    accountHolderEmail: 'asha@example.com',
    planName: 'AAB Bundle File for Publishing',
    amountInr: 39,
    status: 'Queued',
    progressPercent: 0,
    paymentStatus: 'unpaid',
    ...stampedAt(FIXTURE_TIME),
    ...overrides,
  };
}

/**
 * `deliverables/{uid}/{requestId}/{deliverableId}` as fulfilment first writes it: the App Bundle, building. A ready
 * one adds its file's fields (fileName, size, packageName...).
 */
export function deliverableRecord(overrides: Partial<DeliverableRecord> = {}): DeliverableRecord {
  return {
    id: 'aab',
    kind: 'aab',
    status: 'building',
    label: 'App Bundle (AAB) for Play',
    source: 'fulfilment',
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}

/** `builds/{uid}/{buildId}`: a free APK build of the shop. */
export function buildRecord(overrides: Partial<BuildRecord> = {}): BuildRecord {
  const iso = new Date(overrides.createdAt ?? FIXTURE_TIME).toISOString();
  return {
    url: 'https://shop.example.in',
    appName: 'Shop',
    packageName: 'in.example.shop',
    versionCode: 1,
    versionName: '1.0.1',
    sha256: 'ab'.repeat(32),
    size: 30_720,
    certificateSha256: 'AB:'.repeat(31) + 'AB',
    fileName: 'Shop.apk',
    storagePath: 'users/asha/builds/b1.apk',
    createdAt: FIXTURE_TIME,
    createdAtISO: iso,
    ...overrides,
  };
}
