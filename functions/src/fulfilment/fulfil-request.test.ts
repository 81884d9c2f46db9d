import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, TINY_PNG } from '../__tests__/fixtures.js';
import { fulfilmentDeps, seedPaidRequest } from '../__tests__/fulfilment-setup.js';
import { createBuild } from '../builds/create-build.js';
import { defaultCandidates } from '../builds/package-claims.js';
import { packageKey } from '../contracts/package-key.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { RequestRecord } from '../contracts/requests.js';
import { fulfilRequest } from './fulfil-request.js';

type Deps = ReturnType<typeof fulfilmentDeps>;
const deliverables = (deps: Deps, requestId = 'req1') =>
  (deps.db.read(`deliverables/asha/${requestId}`) ?? {}) as Record<string, DeliverableRecord>;
const request = (deps: Deps, requestId = 'req1') => deps.db.read(`requests/asha/${requestId}`) as RequestRecord;
const queueEntry = (deps: Deps, requestId = 'req1') => deps.db.read(`fulfilmentQueue/asha/${requestId}`);

describe('fulfilRequest: what each plan delivers', () => {
  it('aab_bundle: an App Bundle and an APK of one version, signed by one key, stored in the owner folder', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', { appName: 'My Shop', url: 'https://shop.example.com' });

    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');

    const { aab, apk } = deliverables(deps);
    expect(aab).toMatchObject({
      id: 'aab',
      kind: 'aab',
      status: 'ready',
      source: 'fulfilment',
      label: 'App Bundle (AAB) for Google Play',
      fileName: 'My_Shop.aab',
      contentType: 'application/octet-stream',
      storagePath: 'users/asha/requests/req1/aab/My_Shop.aab',
      packageName: 'app.com.example.shop',
      versionCode: 1,
      versionName: '1.0',
    });
    expect(apk).toMatchObject({
      kind: 'apk',
      status: 'ready',
      label: 'APK to install and test',
      fileName: 'My_Shop.apk',
      contentType: 'application/vnd.android.package-archive',
      storagePath: 'users/asha/requests/req1/apk/My_Shop.apk',
      versionCode: 1,
      certificateSha256: aab?.certificateSha256,
    });
    // Claims are released once settled; failures leave no trace on a ready record.
    for (const record of [aab, apk]) {
      expect(record).not.toHaveProperty('claimId');
      expect(record).not.toHaveProperty('error');
    }
    const stored = deps.files.objects.get(aab!.storagePath!);
    expect(stored?.bytes.length).toBe(aab?.size);
    expect(JSON.parse(stored!.bytes.toString())).toMatchObject({ kind: 'aab', appName: 'My Shop', versionCode: 1 });
    expect(deps.engine.builds.map((build) => build.kind)).toEqual(['aab', 'apk']);
    expect(request(deps)).toMatchObject({ status: 'completed', progressPercent: 100, paymentStatus: 'paid' });
    expect(queueEntry(deps)).toBeNull();
  });

  it('tells the customer: each file on the timeline, one email when the request is complete', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', { appName: 'My Shop' });
    await fulfilRequest(deps, 'asha', 'req1', 'payment');

    const timeline = deps.db.read('timeline/asha/req1') as Record<string, Record<string, unknown>>;
    expect(timeline['fulfilment-req1-aab-ready']).toMatchObject({
      kind: 'deliverable',
      by: 'system',
      text: 'App Bundle (AAB) for Google Play',
      deliverableId: 'aab',
    });
    expect(timeline['fulfilment-req1-apk-ready']).toMatchObject({ kind: 'deliverable', deliverableId: 'apk' });
    expect(timeline['fulfilment-req1-listing-kit-ready']).toMatchObject({
      kind: 'deliverable',
      deliverableId: 'listing-kit',
    });
    expect(timeline['fulfilment-req1-play-guide-ready']).toMatchObject({
      kind: 'deliverable',
      text: 'Step-by-step Play Console notes',
    });
    expect(timeline['fulfilment-req1-completed']).toMatchObject({ kind: 'status', from: 'Queued', to: 'completed' });
    const outbox = deps.db.read('outbox') as Record<string, Record<string, unknown>>;
    expect(Object.keys(outbox)).toEqual(['fulfilment-req1-completed']);
    expect(outbox['fulfilment-req1-completed']).toMatchObject({ to: 'owner@example.com', status: 'pending' });

    // Run again: nothing new is told.
    await fulfilRequest(deps, 'asha', 'req1', 'redelivery');
    expect(Object.keys(deps.db.read('timeline/asha/req1') as object)).toHaveLength(5);
  });

  it('apk_basic: one customised APK with the request icon', async () => {
    const deps = fulfilmentDeps();
    const iconDataUrl = `data:image/png;base64,${TINY_PNG.toString('base64')}`;
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic', { iconDataUrl });

    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');

    expect(Object.keys(deliverables(deps))).toEqual(['apk']);
    expect(deliverables(deps).apk).toMatchObject({ label: 'Your customised APK', fileName: 'Example.apk' });
    expect(Buffer.from(deps.engine.builds[0]!.config.icon!)).toEqual(TINY_PNG);
    expect(request(deps)).toMatchObject({ status: 'completed', progressPercent: 100 });
  });

  it("builds with the request's extra hosts, and records where the site's assetlinks.json must be served", async () => {
    const deps = fulfilmentDeps();
    // As the database may hand it back: an object of numeric keys.
    const extraHosts = { 0: 'pay.example-gateway.in', 1: 'kyc.example.com' } as unknown as string[];
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', { url: 'https://shop.example.com', extraHosts });
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');
    expect(deps.engine.builds.map((build) => build.config.extraHosts)).toEqual([
      ['pay.example-gateway.in', 'kyc.example.com'],
      ['pay.example-gateway.in', 'kyc.example.com'],
    ]);
    // What the engine reports (the fake: the start host and the extra hosts) is what the record keeps.
    expect(Object.values(deliverables(deps).aab!.appLinkHosts!)).toEqual([
      'shop.example.com',
      'pay.example-gateway.in',
      'kyc.example.com',
    ]);
  });

  it("builds every file with the request's pull-to-refresh choice: off when it said so, else the engine's default", async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', { url: 'https://shop.example.com', pullToRefresh: false });
    seedPaidRequest(deps.db, 'asha', 'req2', 'aab_bundle', { url: 'https://shop.example.org' });
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');
    expect(await fulfilRequest(deps, 'asha', 'req2', 'payment')).toBe('completed');
    expect(deps.engine.builds.map((build) => [build.kind, build.config.url, build.config.pullToRefresh])).toEqual([
      ['aab', 'https://shop.example.com', false],
      ['apk', 'https://shop.example.com', false],
      ['aab', 'https://shop.example.org', undefined],
      ['apk', 'https://shop.example.org', undefined],
    ]);
  });

  it('keeps pull-to-refresh off when a failed file is built again by the retry sweep', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic', { url: 'https://shop.example.com', pullToRefresh: false });
    deps.engine.failNextBuild('apk');
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).not.toBe('completed');
    deps.clock.advance(10 * 60 * 1000);
    expect(await fulfilRequest(deps, 'asha', 'req1', 'sweep')).toBe('completed');
    expect(deps.engine.builds.map((build) => build.config.pullToRefresh)).toEqual([false]);
  });

  it.each(['publish_2days', 'end_to_end', 'other'])(
    '%s is left for support: nothing is built or queued',
    async (planId) => {
      const deps = fulfilmentDeps();
      seedPaidRequest(deps.db, 'asha', 'req1', planId);
      expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('left-for-support');
      expect(deps.engine.builds).toEqual([]);
      expect(deliverables(deps)).toEqual({});
      expect(queueEntry(deps)).toBeNull();
      expect(request(deps).status).toBe('Queued');
    },
  );

  it('does nothing for an unpaid request, and forgets a deleted one', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', { paymentStatus: 'unpaid' });
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('not-paid');
    deps.db.write('fulfilmentQueue/asha/gone', { since: 1, attempts: 1, nextAttemptAt: 1 });
    expect(await fulfilRequest(deps, 'asha', 'gone', 'sweep')).toBe('request-missing');
    expect(queueEntry(deps, 'gone')).toBeNull();
    expect(deps.engine.builds).toEqual([]);
  });
});

describe('fulfilRequest: the key and versionCode of free builds', () => {
  it('signs with the key the user free APKs of the package use, and continues their versionCode sequence', async () => {
    const free = buildDeps();
    const body = { url: 'https://example.com', 'app-name': 'Example', userId: 'asha', 'confirm-site': true };
    const first = await createBuild(free, caller('asha'), Buffer.from(JSON.stringify(body)));
    const deps = fulfilmentDeps({ db: free.db, engine: free.engine, keyring: free.keyring, clock: free.clock });
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');

    await fulfilRequest(deps, 'asha', 'req1', 'payment');

    const { aab, apk } = deliverables(deps);
    expect([aab?.certificateSha256, apk?.certificateSha256]).toEqual([
      first.certificateSha256,
      first.certificateSha256,
    ]);
    expect([aab?.versionCode, apk?.versionCode]).toEqual([2, 2]);
    expect(free.engine.generated).toHaveLength(1);
    const second = await createBuild(free, caller('asha'), Buffer.from(JSON.stringify(body)));
    expect(second.versionCode).toBe(3);
  });

  it("builds under the account's own default id when another account holds the site's, and claims it", async () => {
    const free = buildDeps();
    const body = { url: 'https://example.com', 'app-name': 'Example', 'confirm-site': true };
    const ravis = await createBuild(free, caller('ravi'), Buffer.from(JSON.stringify({ ...body, userId: 'ravi' })));
    const deps = fulfilmentDeps({ db: free.db, engine: free.engine, keyring: free.keyring, clock: free.clock });
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', { url: 'https://example.com' });

    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');

    const [, ownDefault] = defaultCandidates(ravis.packageName, 'asha');
    const { aab, apk } = deliverables(deps);
    expect([aab?.packageName, apk?.packageName]).toEqual([ownDefault, ownDefault]);
    expect(aab?.certificateSha256).not.toBe(ravis.certificateSha256);
    expect(deps.db.read(`packageClaims/${packageKey(ownDefault!)}`)).toMatchObject({ uid: 'asha' });
    // Her later free APK of the site lands on the same id, signed by the same key, as an update.
    const hers = await createBuild(free, caller('asha'), Buffer.from(JSON.stringify({ ...body, userId: 'asha' })));
    expect(hers).toMatchObject({ packageName: ownDefault, certificateSha256: aab?.certificateSha256, versionCode: 2 });
  });
});

describe('fulfilRequest: idempotent', () => {
  it('a second run builds nothing and advances no versionCode', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');
    await fulfilRequest(deps, 'asha', 'req1', 'payment');
    const before = deliverables(deps);

    expect(await fulfilRequest(deps, 'asha', 'req1', 'redelivery')).toBe('completed');

    expect(deps.engine.builds).toHaveLength(2);
    expect(deliverables(deps)).toEqual(before);
    expect(deps.db.read('signingKeys/asha/app,com,example/lastVersionCode')).toBe(1);
  });

  it('concurrent runs (Checkout and webhook together) build each deliverable once, with one versionCode', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');

    const outcomes = await Promise.all([
      fulfilRequest(deps, 'asha', 'req1', 'payment'),
      fulfilRequest(deps, 'asha', 'req1', 'redelivery'),
      fulfilRequest(deps, 'asha', 'req1', 'sweep'),
    ]);

    expect(outcomes).toContain('completed');
    expect(deps.engine.builds.map((build) => build.kind).sort()).toEqual(['aab', 'apk']);
    expect(deps.engine.generated).toHaveLength(1);
    expect(deps.db.read('signingKeys/asha/app,com,example/lastVersionCode')).toBe(1);
    expect(request(deps).status).toBe('completed');
  });

  it('leaves a deliverable another live run holds, and takes over one whose run died', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic');
    const held = { id: 'apk', kind: 'apk', status: 'building', label: 'x', source: 'fulfilment', createdAt: 1 };
    deps.db.write('deliverables/asha/req1/apk', {
      ...held,
      updatedAt: 1,
      claimId: 'other',
      claimedAt: deps.clock.now(),
    });

    expect(await fulfilRequest(deps, 'asha', 'req1', 'sweep')).toBe('building-elsewhere');
    expect(deps.engine.builds).toEqual([]);
    expect(queueEntry(deps)).toMatchObject({ attempts: 0 });

    deps.clock.advance(3 * 60 * 1000);
    expect(await fulfilRequest(deps, 'asha', 'req1', 'sweep')).toBe('completed');
    expect(deps.engine.builds).toHaveLength(1);
    expect(deliverables(deps).apk).toMatchObject({ status: 'ready', attempts: 1 });
  });
});

describe('fulfilRequest: the AAB plan’s listing kit and Play Console notes (docs/product.md "Deliverables")', () => {
  it('writes both for the bundle of the same run: its package, version and upload certificate, the listing within limits', async () => {
    const { readZip } = await import('../engine/core/zip/zip-reader.js');
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', {
      appName: 'My Shop',
      url: 'https://shop.example.com',
      description: 'Handmade soaps and candles from Jaipur, delivered across India.',
    });
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');
    const { aab, 'listing-kit': kit, 'play-guide': guide } = deliverables(deps);
    expect(kit).toMatchObject({
      kind: 'file',
      status: 'ready',
      label: 'Listing kit for Google Play (icon, feature graphic, texts)',
      fileName: 'My_Shop_listing_kit.zip',
      contentType: 'application/zip',
      packageName: aab?.packageName,
      versionCode: aab?.versionCode,
    });
    expect(guide).toMatchObject({
      kind: 'file',
      fileName: 'My_Shop_Play_Console_notes.txt',
      contentType: 'text/plain; charset=utf-8',
    });
    const files = readZip(new Uint8Array(deps.files.objects.get(kit!.storagePath!)!.bytes));
    const listing = JSON.parse(new TextDecoder().decode(files.get('listing.json')));
    expect(listing).toMatchObject({
      packageName: aab?.packageName,
      title: 'My Shop',
      shortDescription: 'Handmade soaps and candles from Jaipur, delivered across India.',
      website: 'https://shop.example.com',
    });
    expect(files.has('feature-graphic-1024x500.png')).toBe(true);
    const text = deps.files.objects.get(guide!.storagePath!)!.bytes.toString();
    expect(text).toContain(`Package name: ${aab?.packageName} (version code 1)`);
    expect(text).toContain(`Upload certificate SHA-256: ${aab?.certificateSha256}`);
    expect(text).toContain('Upload My_Shop.aab');
    // Neither is signed: only the bundle and the APK are in the build ledger.
    expect(Object.keys((deps.db.read('buildLedger') ?? {}) as object)).toHaveLength(2);
  });
});
