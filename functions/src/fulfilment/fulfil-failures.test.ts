import { describe, expect, it } from 'vitest';
import { fulfilmentDeps, seedPaidRequest } from '../__tests__/fulfilment-setup.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { RequestRecord } from '../contracts/requests.js';
import { fulfilRequest } from './fulfil-request.js';
import { fulfilAfterPayment } from '../payments/fulfil-after-payment.js';
import { MAX_ATTEMPTS } from './fulfilment-queue.js';
import { sweepFulfilment } from './retry-sweep.js';

type Deps = ReturnType<typeof fulfilmentDeps>;
const deliverables = (deps: Deps) =>
  (deps.db.read('deliverables/asha/req1') ?? {}) as Record<string, DeliverableRecord>;
const request = (deps: Deps) => deps.db.read('requests/asha/req1') as RequestRecord;
const queueEntry = (deps: Deps) => deps.db.read('fulfilmentQueue/asha/req1') as Record<string, number> | null;
const MINUTE = 60_000;

describe('a failure on our side', () => {
  it('leaves the request paid, fails that deliverable for the customer, and a retry builds it once', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');
    deps.engine.failNextBuild('aab', new Error('disk full'));

    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('retry-scheduled');

    expect(deliverables(deps).aab).toMatchObject({
      status: 'failed',
      failure: 'system',
      error: 'Something went wrong on our side while building this file. We will try again automatically.',
      versionCode: 1,
    });
    expect(deliverables(deps).apk).toMatchObject({ status: 'ready', versionCode: 1 });
    expect(request(deps)).toMatchObject({ paymentStatus: 'paid', status: 'Queued', progressPercent: 0 });
    expect(queueEntry(deps)).toMatchObject({ attempts: 1, nextAttemptAt: deps.clock.now() + MINUTE, versionCode: 1 });
    expect(deps.files.objects.has('users/asha/requests/req1/aab/Example.aab')).toBe(false);
    expect(deps.db.read('timeline/asha/req1/fulfilment-req1-aab-failed')).toMatchObject({
      kind: 'message',
      by: 'system',
      text:
        'App Bundle (AAB) for Google Play could not be built. Something went wrong on our side while building this ' +
        'file. We will try again automatically. Support has been told and will contact you.',
    });
    expect(deps.db.read('outbox/fulfilment-req1-aab-failed')).toMatchObject({ status: 'pending' });

    // Not due yet: the sweep leaves it; a minute later it builds the App Bundle, and only it.
    expect((await sweepFulfilment(deps)).due).toBe(0);
    deps.clock.advance(MINUTE);
    expect(await sweepFulfilment(deps)).toEqual({ due: 1, outcomes: { completed: 1 } });

    expect(deps.engine.builds.map((build) => build.kind)).toEqual(['apk', 'aab']);
    // Paid files carry the app's notification feed like free builds.
    for (const build of deps.engine.builds)
      expect(build.config.notificationFeedUrl).toBe(
        `https://apkforge.test/api/apps/${build.config.packageName}/notifications`,
      );
    expect(deliverables(deps).aab).toMatchObject({ status: 'ready', versionCode: 1, attempts: 2 });
    expect(deliverables(deps).aab).not.toHaveProperty('error');
    expect(deliverables(deps).aab).not.toHaveProperty('failure');
    expect(deps.db.read('signingKeys/asha/app,com,example/lastVersionCode')).toBe(1);
    expect(request(deps)).toMatchObject({ status: 'completed', progressPercent: 100 });
    expect(queueEntry(deps)).toBeNull();
  });

  it('a file that could not be stored is retried the same way', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic');
    const save = deps.files.save.bind(deps.files);
    let failSave = true;
    deps.files.save = async (...args) => {
      if (failSave) throw new Error('storage unavailable');
      return save(...args);
    };
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('retry-scheduled');
    expect(deliverables(deps).apk).toMatchObject({ status: 'failed', failure: 'system' });
    failSave = false;
    deps.clock.advance(MINUTE);
    expect(await fulfilRequest(deps, 'asha', 'req1', 'sweep')).toBe('completed');
    expect(deliverables(deps).apk).toMatchObject({ status: 'ready', versionCode: 1 });
  });

  it('backs off 1, 2, 4... minutes and gives up after MAX_ATTEMPTS, leaving the request to support', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic');
    const delays: number[] = [];
    let outcome = '';
    for (let run = 0; run < MAX_ATTEMPTS; run += 1) {
      deps.engine.failNextBuild('apk');
      const before = deps.clock.now();
      outcome = await fulfilRequest(deps, 'asha', 'req1', run === 0 ? 'payment' : 'sweep');
      const next = queueEntry(deps)?.nextAttemptAt;
      if (next !== undefined) {
        delays.push((next - before) / MINUTE);
        deps.clock.current = next;
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(outcome).toBe('gave-up');
    expect(queueEntry(deps)).toBeNull();
    expect(deliverables(deps).apk).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(request(deps).paymentStatus).toBe('paid');
  });
});

describe('a request that cannot be built', () => {
  it('an icon that is not a PNG/JPEG fails every deliverable with a clear reason and writes no file', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', {
      iconDataUrl: 'data:image/png;base64,R0lGODlhAQABAAAAACw=',
    });

    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('needs-support');

    for (const record of Object.values(deliverables(deps))) {
      expect(record).toMatchObject({
        status: 'failed',
        failure: 'input',
        error: 'We could not build this file from your request: Invalid file format. Please upload a PNG or JPG image.',
      });
    }
    expect(deps.files.objects.size).toBe(0);
    expect(deps.engine.builds).toEqual([]);
    expect(queueEntry(deps)).toBeNull();
    expect(request(deps)).toMatchObject({ paymentStatus: 'paid', status: 'Queued' });
  });

  it('a name the engine refuses gives its message, and is not retried by redeliveries', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic', { appName: 'bad name' });
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('needs-support');
    expect(deliverables(deps).apk?.error).toBe(
      'We could not build this file from your request: App name is not usable.',
    );

    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'already-paid')).toBe('needs-support');
    expect(deliverables(deps).apk).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('a key that is damaged or missing', () => {
  async function withFreeBuildKey(deps: Deps) {
    seedPaidRequest(deps.db, 'asha', 'req1', 'apk_basic');
    seedPaidRequest(deps.db, 'asha', 'req2', 'apk_basic');
    await fulfilRequest(deps, 'asha', 'req1', 'payment');
    return deps.db.read('signingKeys/asha/app,com,example') as { sealed: string; certificateSha256: string };
  }

  it('a tampered sealed key fails loudly and is never replaced by a new key', async () => {
    const deps = fulfilmentDeps();
    const key = await withFreeBuildKey(deps);
    // The ciphertext is the sealed value's last part, whatever prefix (key id, iv, tag) comes before it.
    const parts = key.sealed.split('.');
    const flipped = Buffer.from(parts.pop()!, 'base64');
    flipped[0]! ^= 1;
    deps.db.write('signingKeys/asha/app,com,example/sealed', [...parts, flipped.toString('base64')].join('.'));

    expect(await fulfilRequest(deps, 'asha', 'req2', 'payment')).toBe('retry-scheduled');

    expect(deps.db.read('deliverables/asha/req2/apk')).toMatchObject({
      status: 'failed',
      failure: 'system',
      error: 'We could not open the signing key of this app, so nothing was signed with a different key.',
    });
    expect(deps.engine.generated).toHaveLength(1);
    expect(deps.engine.builds).toHaveLength(1);
  });

  it('a sealed value that is gone fails the same way', async () => {
    const deps = fulfilmentDeps();
    await withFreeBuildKey(deps);
    deps.db.write('signingKeys/asha/app,com,example/sealed', null);
    await fulfilRequest(deps, 'asha', 'req2', 'payment');
    expect(deps.db.read('deliverables/asha/req2/apk')).toMatchObject({ status: 'failed', failure: 'system' });
    expect(deps.engine.generated).toHaveLength(1);
  });

  it('a whole key record that vanished while the package summary names its certificate is not recreated', async () => {
    const deps = fulfilmentDeps();
    const key = await withFreeBuildKey(deps);
    deps.db.write('packages/asha/app,com,example', {
      packageName: 'app.com.example',
      certificateSha256: key.certificateSha256,
      lastVersionCode: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    deps.db.write('signingKeys/asha/app,com,example', null);

    await fulfilRequest(deps, 'asha', 'req2', 'payment');

    expect(deps.db.read('deliverables/asha/req2/apk')).toMatchObject({ status: 'failed', failure: 'system' });
    expect(deps.db.read('signingKeys/asha/app,com,example')).toBeNull();
    expect(deps.engine.generated).toHaveLength(1);
  });

  it('a key whose record names another certificate than the one it holds signs nothing', async () => {
    const deps = fulfilmentDeps();
    await withFreeBuildKey(deps);
    deps.db.write('signingKeys/asha/app,com,example/certificateSha256', 'AA:BB');
    await fulfilRequest(deps, 'asha', 'req2', 'payment');
    expect(deps.db.read('deliverables/asha/req2/apk')).toMatchObject({ status: 'failed', failure: 'system' });
    expect(deps.files.objects.has('users/asha/requests/req2/apk/Example.apk')).toBe(false);
  });
});

describe('after a payment', () => {
  it('fulfils a request that just became paid, and on a redelivery only what is missing or failed', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');
    deps.engine.failNextBuild('apk');
    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'marked-paid')).toBe('retry-scheduled');

    // A webhook redelivery retries at once, whatever the sweep's schedule says.
    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'already-paid')).toBe('completed');
    expect(deps.engine.builds.map((build) => build.kind)).toEqual(['aab', 'apk']);

    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'already-paid')).toBeNull();
    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'paid-by-other-payment')).toBeNull();
    expect(deps.engine.builds).toHaveLength(2);
  });

  it('does nothing when the payment did not apply or the account is gone', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');
    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'request-changed')).toBeNull();
    expect(await fulfilAfterPayment(deps, 'asha', 'req1', 'request-missing')).toBeNull();
    expect(await fulfilAfterPayment(deps, undefined, 'req1', 'marked-paid')).toBeNull();
    expect(deps.engine.builds).toEqual([]);
  });
});

describe('the retry sweep', () => {
  it('runs every due request, and one that crashes does not stop the others', async () => {
    const deps = fulfilmentDeps();
    for (const id of ['r1', 'r2', 'r3']) {
      seedPaidRequest(deps.db, 'asha', id, 'apk_basic');
      deps.db.write(`fulfilmentQueue/asha/${id}`, { since: 1, attempts: 1, nextAttemptAt: deps.clock.now() });
    }
    deps.db.write('fulfilmentQueue/asha/later', { since: 1, attempts: 1, nextAttemptAt: deps.clock.now() + 1 });
    const get = deps.db.get.bind(deps.db);
    deps.db.get = async <T>(path: string) => {
      if (path === 'requests/asha/r2') throw new Error('database unavailable');
      return get<T>(path);
    };

    const summary = await sweepFulfilment(deps);

    expect(summary).toEqual({ due: 3, outcomes: { crashed: 1, completed: 2 } });
    expect(deps.db.read('fulfilmentQueue/asha/later')).not.toBeNull();
  });
});
