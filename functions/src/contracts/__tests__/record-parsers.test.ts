import { describe, expect, it } from 'vitest';
import { parseAuditEntry, type AuditEntry } from '../audit.js';
import { buildRecord, deliverableRecord, FIXTURE_TIME, requestRecord } from '../__fixtures__/records.js';
import { parseBuildRecord, type BuildRecord } from '../builds.js';
import { parseDeliverableRecord, type DeliverableRecord } from '../deliverables.js';
import { parsePackageRecord, type PackageRecord } from '../packages.js';
import { parsePlan, type Plan } from '../plans.js';
import { parseChildren } from '../record-fields.js';
import { parseRequestRecord, type RequestRecord } from '../requests.js';
import { parseTimelineEntry, type TimelineEntry } from '../timeline.js';

// Every field of each record set: typed Required<...>, so a field added to a record fails the typecheck here until it
// is added, and then this suite until its parser keeps it (the web's two request parsers once kept different fields).
const FULL_REQUEST: Required<RequestRecord> = {
  ...requestRecord({ id: 'req-9' }),
  phone: '+91 98765 43210',
  amountInr: 39,
  status: 'completed',
  progressPercent: 100,
  paymentStatus: 'paid',
  razorpayPaymentId: 'pay_1',
  razorpayOrderId: 'order_1',
  razorpaySignature: 'f'.repeat(64),
  paidAt: FIXTURE_TIME + 1,
  quotedAt: FIXTURE_TIME + 2,
  lastActivityAt: FIXTURE_TIME + 3,
  lastSupportMessageAt: FIXTURE_TIME + 3,
  lastCustomerMessageAt: FIXTURE_TIME + 2,
  refundStatus: 'partially_refunded',
  refundedAmountInr: 10,
  disputedAmountInr: 5,
  playSigningSha256: 'CD:'.repeat(31) + 'CD',
  publishingStep: 'internal_test',
  publishingAccessGivenAt: FIXTURE_TIME + 4,
  extraHosts: ['pay.example-gateway.in'],
  pullToRefresh: false,
};

// A link, the one kind whose url is kept; the file fields are kept on any kind.
const FULL_DELIVERABLE: Required<DeliverableRecord> = {
  ...deliverableRecord({ kind: 'link', status: 'failed' }),
  fileName: 'Shop.aab',
  size: 8397,
  sha256: 'ab'.repeat(32),
  contentType: 'application/octet-stream',
  storagePath: 'users/asha/requests/req-1/aab/Shop.aab',
  packageName: 'in.example.shop',
  versionCode: 3,
  versionName: '1.0.3',
  certificateSha256: 'AB:CD',
  shellVersion: '2026.11',
  targetSdk: 36,
  url: 'https://play.google.com/store/apps/details?id=in.example.shop',
  error: 'The build failed.',
  addedBy: 'sam',
  availableAfterPayment: true,
  failure: 'system',
  attempts: 2,
  claimId: 'claim-1',
  claimedAt: FIXTURE_TIME + 5,
  appLinkHosts: ['shop.example.in', 'example.in', 'www.example.in'],
};

const FULL_BUILD: Required<BuildRecord> = {
  ...buildRecord(),
  siteConfirmedAt: FIXTURE_TIME - 1,
  shellVersion: '2026.11',
  targetSdk: 36,
  expiredAt: 1,
};

const FULL_PACKAGE: Required<PackageRecord> = {
  packageName: 'in.example.shop',
  certificateSha256: 'AB:CD',
  lastVersionCode: 4,
  createdAt: 1,
  updatedAt: 2,
  lastExportedAt: 3,
  exportCount: 1,
  siteConfirmedAt: 4,
  signer: 'own',
  signerChosenAt: 5,
  uploadCertificateSha256: 'EF:01',
  lineageSha256: ['01:23', 'AB:CD'],
  rotatedAt: 6,
  shellVersion: '2026.11',
  targetSdk: 36,
  update: {
    campaignId: 'shell-2026-11',
    shellVersion: '2026.11',
    targetSdk: 36,
    whatChanged: 'Faster start.',
    requiredBy: '2027-08-31',
    status: 'rebuilt',
    markedAt: 7,
    toldAt: 8,
    rebuiltAt: 9,
    buildId: 'b1',
    versionCode: 5,
    bundleRequestId: 'req-1',
    failedAt: 10,
    error: 'x',
    claimedAt: 11,
  },
};

const FULL_ENTRY: Required<TimelineEntry> = {
  id: 'e1',
  at: 7,
  kind: 'status',
  by: 'support',
  text: 'Please send the logo.',
  from: 'in_review',
  to: 'update_needed',
  amountInr: 99,
  deliverableId: 'aab',
  attachments: [{ id: 'up1', fileName: 'logo.png', size: 2048, contentType: 'image/png' }],
  afterPayment: true,
};

const FULL_AUDIT: Required<AuditEntry> = {
  id: 'a1',
  at: 8,
  actorUid: 'sam',
  actorEmail: 'sam@example.com',
  action: 'opsSetStatus',
  target: { uid: 'asha', requestId: 'req-1', reportId: 'rep-1', campaignId: 'shell-2026-11' },
  before: { status: 'Queued' },
  after: { status: 'in_review' },
};

const FULL_PLAN: Required<Plan> = {
  id: 'aab_bundle',
  name: 'AAB Bundle File for Publishing',
  description: 'AAB',
  priceInr: 39,
  features: ['a', 'b'],
  order: 2,
  popular: true,
  premium: false,
};

describe('each record parser keeps every field of its record', () => {
  it.each([
    ['request', parseRequestRecord(FULL_REQUEST, 'req-9'), FULL_REQUEST],
    ['deliverable', parseDeliverableRecord(FULL_DELIVERABLE, 'aab'), FULL_DELIVERABLE],
    ['build', parseBuildRecord(FULL_BUILD), FULL_BUILD],
    ['package', parsePackageRecord(FULL_PACKAGE), FULL_PACKAGE],
    ['timeline entry', parseTimelineEntry(FULL_ENTRY, 'e1'), FULL_ENTRY],
    ['audit entry', parseAuditEntry(FULL_AUDIT, 'a1'), FULL_AUDIT],
    ['plan', parsePlan(FULL_PLAN, 'aab_bundle'), FULL_PLAN],
  ])('%s', (_name, parsed, full) => {
    expect(parsed).toStrictEqual(full);
  });

  it('and the fixtures are records their parsers take as they are', () => {
    expect(parseRequestRecord(requestRecord(), 'req-1')).toStrictEqual(requestRecord());
    expect(parseDeliverableRecord(deliverableRecord(), 'aab')).toStrictEqual(deliverableRecord());
    expect(parseBuildRecord(buildRecord())).toStrictEqual(buildRecord());
  });
});

describe('host lists (extraHosts, appLinkHosts)', () => {
  it("are read as an array or as the database's object of numeric keys, host names only, absent when empty", () => {
    const deliverable = (appLinkHosts: unknown) =>
      parseDeliverableRecord({ ...deliverableRecord(), appLinkHosts }, 'aab')?.appLinkHosts;
    expect(deliverable(['shop.example.in', 'www.example.in'])).toEqual(['shop.example.in', 'www.example.in']);
    expect(deliverable({ 0: 'shop.example.in', 1: 'x"><script>', 2: 5 })).toEqual(['shop.example.in']);
    expect(deliverable([])).toBeUndefined();
    expect(deliverable('shop.example.in')).toBeUndefined();
    expect(parseRequestRecord({ ...requestRecord(), extraHosts: { 0: 'pay.example.com' } }, 'r')?.extraHosts).toEqual([
      'pay.example.com',
    ]);
  });
});

describe('pullToRefresh', () => {
  it('is kept only as false (off); true, absent or anything else reads as on, the key left out', () => {
    const parsed = (pullToRefresh: unknown) => parseRequestRecord({ ...requestRecord(), pullToRefresh }, 'r');
    expect(parsed(false)?.pullToRefresh).toBe(false);
    for (const on of [true, undefined, null, 'false', 0])
      expect(parsed(on), String(on)).not.toHaveProperty('pullToRefresh');
  });
});

describe('what is not a record is refused', () => {
  it.each([null, undefined, 'text', 42, true, ['a']])('%j', (raw) => {
    expect(parseRequestRecord(raw, 'r')).toBeNull();
    expect(parseDeliverableRecord(raw, 'd')).toBeNull();
    expect(parseBuildRecord(raw)).toBeNull();
    expect(parsePackageRecord(raw)).toBeNull();
    expect(parseTimelineEntry(raw, 'e')).toBeNull();
    expect(parseAuditEntry(raw, 'a')).toBeNull();
    expect(parsePlan(raw, 'p')).toBeNull();
  });

  it('and a record without what its readers need', () => {
    expect(parseDeliverableRecord({ kind: 'zip', status: 'ready' }, 'd')).toBeNull();
    expect(parseDeliverableRecord({ kind: 'aab' }, 'd')).toBeNull();
    expect(parseBuildRecord({ packageName: 'a.b', createdAt: 1 })).toBeNull();
    expect(parseBuildRecord({ packageName: 'a.b', fileName: 'x.apk', createdAt: '1' })).toBeNull();
    expect(parsePackageRecord({ certificateSha256: 'AB' })).toBeNull();
    expect(parseTimelineEntry({ kind: 'telepathy', at: 1 }, 'e')).toBeNull();
  });
});

describe('gaps are filled the way live data needs', () => {
  it('a request: the key as id, empty texts, Queued and unpaid, optional fields of the wrong type left out', () => {
    expect(
      parseRequestRecord(
        { appName: 'Shop', paymentStatus: 'PAID', amountInr: '39', refundStatus: 'maybe', quotedAt: Number.NaN },
        'req-2',
      ),
    ).toStrictEqual({
      id: 'req-2',
      url: '',
      appName: 'Shop',
      email: '',
      accountHolderEmail: '',
      description: '',
      extraInstructions: '',
      planId: '',
      planName: '',
      iconDataUrl: '',
      status: 'Queued',
      progressPercent: 0,
      paymentStatus: 'unpaid',
      createdAt: 0,
      createdAtISO: '',
      updatedAt: 0,
      updatedAtISO: '',
    });
  });

  it('a deliverable: label from its id, source support, updatedAt from createdAt; a link only when https', () => {
    const link = { kind: 'link', status: 'ready', createdAt: 5, url: 'javascript:alert(1)' };
    expect(parseDeliverableRecord(link, 'd1')).toStrictEqual({
      id: 'd1',
      kind: 'link',
      status: 'ready',
      label: 'd1',
      source: 'support',
      createdAt: 5,
      updatedAt: 5,
    });
    expect(parseDeliverableRecord({ ...link, url: 'http://example.com' }, 'd1')).not.toHaveProperty('url');
    expect(parseDeliverableRecord({ ...link, url: 'https://example.com/x' }, 'd1')?.url).toBe('https://example.com/x');
    // A file's record never carries a link, whatever its url field says.
    expect(parseDeliverableRecord({ ...link, kind: 'file', url: 'https://a.example' }, 'd1')).not.toHaveProperty('url');
  });

  it('a plan: id and name from the key, no price (custom), last in order, features written as an object', () => {
    expect(parsePlan({ features: { 0: 'one', 2: 'three', 3: 4 } }, 'other')).toStrictEqual({
      id: 'other',
      name: 'other',
      description: '',
      priceInr: null,
      features: ['one', 'three'],
      order: Number.MAX_SAFE_INTEGER,
      popular: false,
      premium: false,
    });
  });

  it('a timeline entry and an audit entry: by the system, empty target, no before or after', () => {
    expect(parseTimelineEntry({ kind: 'created', by: 'robot' }, 'e2')).toStrictEqual({
      id: 'e2',
      at: 0,
      kind: 'created',
      by: 'system',
    });
    expect(parseAuditEntry({ action: 'opsQuote', target: 'asha', before: 'x' }, 'a2')).toStrictEqual({
      id: 'a2',
      at: 0,
      actorUid: '',
      actorEmail: '',
      action: 'opsQuote',
      target: {},
      before: null,
      after: null,
    });
  });
});

describe('parseChildren', () => {
  it('parses a node child by child, with its key, leaving out what its parser refuses', () => {
    const node = { b: { kind: 'created', at: 2 }, a: { kind: 'created', at: 1 }, c: { kind: '?' }, d: null };
    expect(parseChildren(node, parseTimelineEntry).map((entry) => entry.id)).toEqual(['b', 'a']);
  });

  it('reads an array the database made of small integer keys, and nothing from anything else', () => {
    expect(parseChildren([null, { packageName: 'a.b' }], parsePackageRecord)).toEqual([{ packageName: 'a.b' }]);
    expect(parseChildren(null, parsePackageRecord)).toEqual([]);
    expect(parseChildren('x', parsePackageRecord)).toEqual([]);
  });
});
